// Nishigaki 1981, Figures 4–5 over memory: where does the OWE's advantage go?
import { bucket, type ExperimentQuestion } from '../types';
import { advantage, sweepFrames } from './layout';

export const question: ExperimentQuestion<'nishigaki-owe-sweep'> = {
  question:
    'From the tightest memory (150 frames) to the roomiest (300), how will the OWE’s throughput advantage over the uni-window scheduler change?',
  options: [
    'it stays about the same everywhere',
    'it grows as memory grows',
    'it shrinks, but is still 3 % or more at 300 frames',
    'it shrinks to nothing (within 3 %) by 300 frames',
  ],
  answer: (arms) => {
    const frames = sweepFrames(arms);
    const [first, last] = [advantage(arms, frames[0]), advantage(arms, frames[frames.length - 1])];
    if (Math.abs(first - last) < 0.03) return 0;
    if (last > first) return 1;
    return bucket(Math.abs(last), [0.03]) === 0 ? 3 : 2;
  },
  why: 'The OWE’s gain is memory: it keeps the King Size Program to the few pages its sequential sweep needs, where the shared window gives it tens. While memory is short, those pages hold another program, and more programs in memory mean more of them ready to run. Once all six fit under either scheduler the pages have nothing else to do, and the two come out even (Nishigaki 1981 §5: 12–19 % at 2 M bytes, about 1 % at 3 M bytes). On the way the lab’s gain is not smooth: where the uni-window scheduler happens to fit one more program, it dips.',
};
