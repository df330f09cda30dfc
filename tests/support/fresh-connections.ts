// Every HTTP request of a test process on a connection of its own. With keep-alive, a test
// process that got no processor for a few seconds (a loaded machine) still took a connection
// for open that the server had closed after its 5 idle seconds meanwhile, and the next request
// failed with "other side closed" before the server saw it. On loopback a new connection costs
// next to nothing. Node's fetch reads the dispatcher undici's setGlobalDispatcher sets, and this
// undici is the major version Node 24 carries (pinned in package.json).
import { Agent, setGlobalDispatcher } from 'undici';

setGlobalDispatcher(new Agent({ pipelining: 0 }));
