// SPDX-License-Identifier: MIT
// A stand-in for a Polymarket CTF exchange, placed (hardhat_setCode) at a real exchange address. It
// moves collateral as the exchange's COMPLEMENTARY match does (Polymarket/ctf-exchange Trading.sol
// _matchOrders): the BUY order's maker pays into the exchange (transferFrom, so the buyer must have
// approved it), then the exchange pays the SELL order's maker from its own balance. Only the
// collateral leg: the outcome tokens (ERC1155) are not modelled. No storage and no constructor, so
// its runtime code works wherever it is placed.
pragma solidity ^0.8.20;

interface IERC20Like {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

contract StandInExchange {
    event OrdersMatched(address indexed buyer, address indexed seller, uint256 amount);

    /// @notice Settles a match of `amount` collateral: from `buyer` into the exchange, then to `seller`.
    function matchOrders(address collateral, address buyer, address seller, uint256 amount) external {
        require(IERC20Like(collateral).transferFrom(buyer, address(this), amount), "StandInExchange: pull failed");
        require(IERC20Like(collateral).transfer(seller, amount), "StandInExchange: pay failed");
        emit OrdersMatched(buyer, seller, amount);
    }
}
