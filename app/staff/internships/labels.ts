// The console's words for the internship road: each state, and each count at the top of Internships with what
// it means (the staff guide, docs/staff-guide.md, says the same).
import type { InternshipFilter } from '@/lib/internships/list';

export const STATE_LABELS: Record<string, string> = {
  offered: 'offered', accepted: 'accepted, letter not yet accepted', active: 'under way', completed: 'completed',
  declined: 'declined', withdrawn: 'withdrawn', ended_early: 'ended early',
};

export const FILTER_LABELS: Record<InternshipFilter, { label: string; means: string }> = {
  offered: { label: 'Offered', means: 'The intern has not answered yet.' },
  awaiting_letter: { label: 'Awaiting letter', means: 'Accepted; no college letter waits for you.' },
  letter_to_review: { label: 'Letter to review', means: 'A college letter waits for your check.' },
  active: { label: 'Active', means: 'Under way: weeks are being logged.' },
  logs_to_review: { label: 'Logs to review', means: 'Weekly logs wait for approval.' },
  overdue: { label: 'Overdue', means: 'The letter deadline passed, or two weeks went unlogged.' },
  due_to_complete: { label: 'Due to complete', means: 'The weeks have passed: complete it, or see why not.' },
  completed: { label: 'Completed', means: 'Finished; certificate issued.' },
  withdrawn: { label: 'Withdrawn', means: 'No letter in time, or the offer was taken back.' },
  ended_early: { label: 'Ended early', means: 'Ended by staff, with a reason.' },
  declined: { label: 'Declined', means: 'The intern declined the offer.' },
};
