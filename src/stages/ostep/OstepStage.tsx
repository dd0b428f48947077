// The OSTEP paging-policy homework on one screen: the flags, the output,
// the cache animated access by access.
import { useSlice } from '../../app/lab';
import { OstepPanel } from './OstepPanel';
import { ostepSlice } from './slice';

export function OstepStage() {
  const [form, setForm] = useSlice(ostepSlice);
  return (
    <div className="panel-stage">
      <OstepPanel form={form} onForm={setForm} />
    </div>
  );
}
