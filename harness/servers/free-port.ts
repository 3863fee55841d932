export { freeLoopbackPort as freePort } from '../../core/net.ts';
