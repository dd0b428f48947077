// A stage's transport: the controls over whatever it plays, with the link's
// playing options applied to it (usePlayOptions.ts); a bare embed
// (embed=1&controls=0) plays without them.
import { Controls, type Player } from '../components/Controls';
import { bare } from '../scenario/url';
import { useLab } from './lab';
import { usePlayOptions } from './usePlayOptions';

/** The controls over `player` (none in a bare embed), with the link's playing options applied to it; null: not ready. */
export function Transport({ player }: { player: Player | null }) {
  const { play } = useLab();
  usePlayOptions(player);
  return player && !bare(play) ? <Controls player={player} /> : null;
}
