// SPDX-License-Identifier: MIT
// A minimal ERC-1155 standing for Polymarket's Conditional Tokens contract in the reconciliation
// tests: positions by id, balanceOf(account, id) as EIP-1155 defines it, minted by its owner and
// moved with safeTransferFrom. No receiver hook: the tests move tokens between plain addresses.
pragma solidity ^0.8.20;

contract TestOutcomes {
    address public immutable owner;
    mapping(uint256 => mapping(address => uint256)) private balances;

    event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value);

    constructor() {
        owner = msg.sender;
    }

    function balanceOf(address account, uint256 id) external view returns (uint256) {
        return balances[id][account];
    }

    function mint(address to, uint256 id, uint256 value) external {
        require(msg.sender == owner, "TestOutcomes: not owner");
        balances[id][to] += value;
        emit TransferSingle(msg.sender, address(0), to, id, value);
    }

    function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes calldata) external {
        require(from == msg.sender, "TestOutcomes: not the holder");
        require(balances[id][from] >= value, "TestOutcomes: insufficient balance");
        balances[id][from] -= value;
        balances[id][to] += value;
        emit TransferSingle(msg.sender, from, to, id, value);
    }
}
