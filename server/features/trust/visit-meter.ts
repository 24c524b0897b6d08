/**
 * The reads of a day that are written to `member_visits`: the first request of the day writes
 * the visit (with the reads so far), later reads only when their count reaches one of these
 * steps, so a member costs a handful of writes a day however much they read.
 */
export const READ_STEPS: readonly number[] = [3, 10, 25, 50, 100];
/** Reads counted in one day at most (the last step). */
export const MAX_READS_PER_DAY = READ_STEPS[READ_STEPS.length - 1]!;
/** Members remembered at most by one process (then it starts again from an empty memory). */
const MAX_MEMBERS = 50_000;

interface DayCount {
  day: string;
  reads: number;
  /** The reads last written for the day; -1 before the day's first write. */
  written: number;
}

/** Decides, per process, when a member's visit and reads of the day need writing. */
export interface VisitMeter {
  /**
   * Notes one signed-in request of the member on `day` (UTC `YYYY-MM-DD`), a read or not, and
   * answers the reads to write now, or null when the database already knows enough.
   */
  note(userId: string, day: string, isRead: boolean): number | null;
}

/**
 * A {@link VisitMeter} in this process's memory. Processes count apart and the table keeps the
 * highest count written, so the reads recorded are a lower bound; a restart only costs a
 * write. Nothing here decides what a member may do: it only spares the database.
 */
export function createVisitMeter(maxMembers = MAX_MEMBERS): VisitMeter {
  const counts = new Map<string, DayCount>();
  return {
    note(userId, day, isRead) {
      let count = counts.get(userId);
      if (!count || count.day !== day) {
        if (!count && counts.size >= maxMembers) counts.clear();
        count = { day, reads: 0, written: -1 };
        counts.set(userId, count);
      }
      if (isRead && count.reads < MAX_READS_PER_DAY) count.reads += 1;
      const isStep = count.reads > count.written && READ_STEPS.includes(count.reads);
      if (count.written >= 0 && !isStep) return null;
      count.written = count.reads;
      return count.reads;
    },
  };
}
