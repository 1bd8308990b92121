import { readFileSync } from 'node:fs';

/** CPU seconds (user + system) process `pid` has used so far, from /proc/<pid>/stat. */
export function processCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The peak resident memory of process `pid` in MB (VmHWM of /proc/<pid>/status). */
export function processPeakRssMb(pid: number): number {
  const line = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0) / 1024;
}

/** CPU seconds and peak memory of process `pid`, read when asked. */
export function processUsage(pid: number) {
  return { cpuSeconds: () => processCpuSeconds(pid), peakRssMb: () => processPeakRssMb(pid) };
}
