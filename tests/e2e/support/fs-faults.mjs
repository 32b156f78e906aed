/**
 * Faults for the build's safety tests, loaded into a build with `node --import`. Set by environment:
 *
 *   FAULT_OUT=<dir>                  the output folder whose renames are counted
 *   FAULT_KILL_BEFORE_RENAME=<n>     SIGKILL the process just before the n-th rename touching it
 *   FAULT_KILL_AFTER_RENAME=<n>      SIGKILL it just after the n-th such rename
 *   FAULT_RM_FAILS=<regexp>          removing a path that matches fails with EACCES
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import process from 'node:process';

const out = process.env.FAULT_OUT;
const killBefore = Number(process.env.FAULT_KILL_BEFORE_RENAME ?? 0);
const killAfter = Number(process.env.FAULT_KILL_AFTER_RENAME ?? 0);
const rmFails = process.env.FAULT_RM_FAILS ? new RegExp(process.env.FAULT_RM_FAILS) : undefined;

const { rename, rm } = fs.promises;
let renames = 0;

fs.promises.rename = async (from, to) => {
  const touches = out !== undefined && (String(from) === out || String(to) === out);
  if (touches) renames += 1;
  if (touches && renames === killBefore) process.kill(process.pid, 'SIGKILL');
  await rename(from, to);
  if (touches && renames === killAfter) process.kill(process.pid, 'SIGKILL');
};

fs.promises.rm = async (target, options) => {
  if (rmFails?.test(String(target))) {
    throw Object.assign(new Error(`EACCES: permission denied, rm '${target}'`), { code: 'EACCES' });
  }
  return rm(target, options);
};

syncBuiltinESMExports();
