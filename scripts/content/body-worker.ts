/** A worker thread of `checkBodiesAhead` (body.ts): checks the bodies it is given and sends the results back. */
import { parentPort, workerData } from 'node:worker_threads';
import { checkBody } from './body.ts';

parentPort!.postMessage((workerData as string[]).map((body) => checkBody(body)));
