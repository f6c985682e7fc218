// The answers being produced now, by task_id: what the stop call reaches. Dify keeps the task's
// owner and ignores a stop by anyone else (research §1.6); so does the mock. In memory only: a
// task lives as long as its stream.

import type { ChatAgent } from '../../config';
import type { AbortReason } from './stream-runner';

export interface RunningTask {
  taskId: string;
  agent: ChatAgent;
  user: string;
  conversationId: string;
  messageId: string;
  startedAt: number;
  /** Events sent so far. */
  frames(): number;
  abort(reason: AbortReason): void;
}

export class ChatTasks {
  private readonly running = new Map<string, RunningTask>();

  add(task: RunningTask): void {
    this.running.set(task.taskId, task);
  }

  remove(taskId: string): void {
    this.running.delete(taskId);
  }

  /** Stops the task when this user of this agent's app owns it; true when one was stopped. */
  stop(agent: ChatAgent, taskId: string, user: string): boolean {
    const task = this.running.get(taskId.toLowerCase());
    if (!task || task.agent !== agent || task.user !== user) return false;
    task.abort('stop');
    return true;
  }

  list(): RunningTask[] {
    return [...this.running.values()];
  }

  get size(): number {
    return this.running.size;
  }
}
