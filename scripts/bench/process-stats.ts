import { readFileSync } from "node:fs";

// What the bench reads of a server process from /proc (0 where /proc is not there).

/** Peak resident memory so far (VmHWM), in MB. */
export function peakMemoryMb(server: { pid: number }): number {
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
    const kilobytes = Number(/VmHWM:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0);
    return kilobytes / 1024;
  } catch {
    return 0;
  }
}

/**
 * CPU time used so far (user + system), in milliseconds. Divided by the requests of one load, it is
 * the cost of a request whatever else the machine runs at the time, which throughput is not.
 */
export function cpuTimeMs(server: { pid: number }): number {
  try {
    // Fields after the command name, which is in parentheses and may contain spaces: utime is the 12th, stime the 13th (clock ticks).
    const fields = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

// Linux reports CPU times in USER_HZ, 100 on every mainstream architecture.
const CLOCK_TICKS_PER_SECOND = 100;
