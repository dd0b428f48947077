// The free block pool and the blocks being pulled and pushed (Corbató 1968,
// Figure 2): where blocks are when they are not on the ring. A long list
// names its first blocks and says how many more it holds: fewer on a
// projector or in an embed, where the counters under it share the room.
import { useLab } from '../../app/lab';
import type { Snapshot } from '../../sim/snapshot';

/** The most blocks a list names: at a desk, and presenting or embedded. */
const NAMED = 48;
const NAMED_SHOWN = 12;

function FrameList({ label, frames, empty, named }: { label: string; frames: number[]; empty: string; named: number }) {
  return (
    <div className="frame-list" data-list={label}>
      <span className="list-label">{label}</span>
      {frames.length === 0 ? (
        <span className="muted">{empty}</span>
      ) : (
        frames.slice(0, named).map((f) => (
          <span key={f} className="block">
            f{f}
          </span>
        ))
      )}
      {frames.length > named && <span className="muted">and {(frames.length - named).toLocaleString('en')} more</span>}
    </div>
  );
}

/** `pool`: whether the scenario keeps a free pool (without one, a fault takes the pointer's block at once). */
export function FrameLists({ snap, pool }: { snap: Snapshot; pool: boolean }) {
  const { state, play } = useLab();
  const named = state.view.presenter || play.embed ? NAMED_SHOWN : NAMED;
  const pulling = snap.frames.filter((f) => f.state === 'pulling').map((f) => f.frame);
  const pushing = snap.frames.filter((f) => f.state === 'pushing').map((f) => f.frame);
  return (
    <div className="lists">
      <FrameList label={pool ? 'free pool' : 'free blocks'} frames={snap.freePool} empty="empty" named={named} />
      <FrameList label="pull list ↓" frames={pulling} empty="none" named={named} />
      <FrameList label="push list ↑" frames={pushing} empty="none" named={named} />
    </div>
  );
}
