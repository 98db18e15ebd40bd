// Child processes for the benchmarks: servers run in their own process so that the load
// generator and the measured server do not share an event loop.
import { spawn, type ChildProcess } from 'node:child_process'
import { readFile, readdir } from 'node:fs/promises'
import { createServer } from 'node:net'

export interface Running {
  process: ChildProcess
  stop: () => Promise<void>
}

/** A port that is free right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (typeof address !== 'object' || address === null) throw new Error('no free port')
  return address.port
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${child.spawnfile} exited with ${child.exitCode} before ${url} answered`)
    try {
      await fetch(url, { signal: AbortSignal.timeout(1_000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** Starts a command and resolves once readyUrl answers; its output goes to this process's stderr. */
export async function startProcess(command: string, args: string[], { env = {}, readyUrl }: { env?: Record<string, string>; readyUrl: string }): Promise<Running> {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  try {
    await waitFor(readyUrl, child, 60_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { process: child, stop }
}

/** Linux's clock ticks per second for /proc CPU times (CLK_TCK; 100 on every common kernel). */
const ticksPerSecond = 100

async function childrenOf(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[])
  const lists = await Promise.all(tasks.map((task) => readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '')))
  return lists.flatMap((list) => list.split(' ').filter(Boolean).map(Number))
}

/**
 * CPU seconds (user + system) a process and all its descendants have used so far, from /proc:
 * npm and tsx start the real server as a child, nginx its worker.
 */
export async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
  // Fields after the command name (which may contain spaces): utime and stime are fields 14, 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const own = (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / ticksPerSecond
  const children = await Promise.all((await childrenOf(pid)).map(cpuSeconds))
  return children.reduce((sum, c) => sum + c, own)
}
