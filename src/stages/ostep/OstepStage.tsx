// The OSTEP paging-policy homework on one screen: the flags, the output,
// the cache animated access by access.
import { useLab } from '../../app/lab';
import { OstepPanel } from './OstepPanel';
import { ostepDefaults } from './types';

export function OstepStage() {
  const { state, patchState } = useLab();
  return (
    <div className="panel-stage">
      <OstepPanel form={state.ostep ?? ostepDefaults()} onForm={(ostep) => patchState({ ostep })} />
    </div>
  );
}
