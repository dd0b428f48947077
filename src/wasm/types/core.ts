// The TypeScript types of what crosses from the Rust core (wasm-core/src), generated
// by ts-rs: do not edit. Regenerate with `npm run types`; `npm test` fails when stale.

/**
 * What the leveler does after a check.
 */
export type Action = { "action": "none" } | { "action": "set_aside", pid: number, } | { "action": "return", pid: number, };

/**
 * How many programs a stay admits.
 */
export type Admission = { "kind": "cp67", q1_limit: number, q2_limit: number, target_rate: number, gamma: number, a0_q1: number, a0_q2: number, } | { "kind": "psi", psi_c: number, psi_m: number, beta: number, a0_q1: number, a0_q2: number, alpha: number, rho: number, feedback: PsiFeedback | null, measure_us: number, };

/**
 * One point where more frames gave more faults.
 */
export type Anomaly = { 
/**
 * The policy.
 */
policy: Policy, 
/**
 * The larger number of frames.
 */
frames: number, 
/**
 * Its faults.
 */
faults: number, 
/**
 * The faults with one frame fewer.
 */
fewer: number, };

/**
 * The answer to a question, with the events that explain it.
 */
export type Answer = { 
/**
 * The frame (victim) or the register's value (register).
 */
value: number, 
/**
 * The register as bits, for register questions.
 */
bits: string | null, 
/**
 * The micro-step at which the answer is revealed.
 */
reveal_step: number, 
/**
 * The narration of the micro-steps from the question to the answer.
 */
explanation: Array<string>, };

/**
 * One arm of an experiment: its name and metrics.
 */
export type Arm = { 
/**
 * The arm's name, e.g. `k=1`.
 */
name: string, 
/**
 * Its metrics.
 */
metrics: Metrics, };

/**
 * One band of a `Bands` shape.
 */
export type Band = { 
/**
 * Stack distances in the band.
 */
pages: number, 
/**
 * The band's share of q.
 */
mass: number, 
/**
 * Ratio of q(k+1) to q(k) within the band.
 */
theta: number, };

/**
 * How a cell was marked.
 */
export type CellMark = "blank" | "right" | "wrong" | "invalid";

/**
 * A program's paging characteristic (Bard 1975 §3), Ψ = 0, 1, …
 */
export type Characteristic = { 
/**
 * A(Ψ): the average resident set.
 */
a: Array<number>, 
/**
 * R(Ψ): page exceptions per second of CPU.
 */
r: Array<number>, };

/**
 * One reference as a policy served it, with a window of the frames after it.
 */
export type Column = { 
/**
 * The reference's index in the string (0-based).
 */
index: number, 
/**
 * The page referenced.
 */
page: number, 
/**
 * Whether it faulted.
 */
fault: boolean, 
/**
 * The frame slot the page is in afterwards.
 */
slot: number, 
/**
 * The page the fault replaced, if the frames were full.
 */
victim: number | null, 
/**
 * Faults so far, this reference included.
 */
faults: number, 
/**
 * The pages in the window's slots afterwards (null: a free frame).
 */
slots: Array<number | null>, 
/**
 * The clock's pointer afterwards (the clock only).
 */
pointer?: number, 
/**
 * The clock's usage bits in the window's slots (the clock only).
 */
usage?: Array<boolean>, 
/**
 * The clock's k-bit registers in the window's slots (the clock only).
 */
registers?: Array<number>, 
/**
 * The clock's modified bits in the window's slots (the clock under
 * `memory.modified_chance` = `write_and_pass` only, where they steer it).
 */
modified?: Array<boolean>, };

/**
 * A stretch of references under one policy: the window of slots shown and a column per reference.
 */
export type Columns = { 
/**
 * The policy.
 */
policy: Policy, 
/**
 * The first slot of the window.
 */
slot_from: number, 
/**
 * Slots in the window.
 */
rows: number, 
/**
 * Faults before the stretch.
 */
faults_before: number, 
/**
 * One per reference of the stretch.
 */
columns: Array<Column>, };

/**
 * Faults of each policy on one string.
 */
export type Comparison = { 
/**
 * References in the string.
 */
references: number, 
/**
 * Frames.
 */
frames: number, 
/**
 * FIFO faults.
 */
fifo: number, 
/**
 * LRU faults.
 */
lru: number, 
/**
 * OPT faults.
 */
opt: number, 
/**
 * Multics clock faults (with the scenario's k and refinements).
 */
clock: number, };

/**
 * Everything the UI would otherwise retype.
 */
export type Constants = { 
/**
 * Limits and versions.
 */
limits: Limits, 
/**
 * The bits of `frame_flags`.
 */
frame_bits: FrameBits, 
/**
 * Frame states in the order `frame_states` numbers them.
 */
frame_states: Array<FrameState>, 
/**
 * The areas of Figure 1 in the order the core numbers them (exercise answers, transition matrices).
 */
regions: Array<Region>, 
/**
 * The lab's opening scenario.
 */
default_scenario: Scenario, 
/**
 * Each section's defaults.
 */
defaults: SectionDefaults, 
/**
 * A starting point for each workload kind, in the form's order.
 */
workloads: Array<Workload>, 
/**
 * The experiments, in the order the lab lists them.
 */
experiments: Array<ExperimentInfo>, 
/**
 * The replacement policies the policies stage compares, in the order it shows them.
 */
policies: Array<Policy>, 
/**
 * The OSTEP homework's policies, as `-p` names them.
 */
ostep_policies: Array<string>, 
/**
 * The OSTEP homework form's defaults.
 */
ostep_form: OstepForm, };

/**
 * Which unreferenced interval counters count in w(t_n, T_m) (Nishigaki 1981
 * eq. 3.10). A page referenced during the last interval has counter 0, one
 * last referenced in the interval before has 1, and so on.
 */
export type CounterRule = "below" | "at_most";

/**
 * Cumulative counters of a run.
 */
export type Counters = { 
/**
 * References completed.
 */
references: number, 
/**
 * Page faults.
 */
faults: number, 
/**
 * Page examinations by the pointer (the replaced pages' included).
 */
pointer_steps: number, 
/**
 * Pages written to the drum (second-chance writes included).
 */
pushes: number, 
/**
 * Pages written out and kept by the modified bit's second chance (`write_and_pass`).
 */
second_chances: number, 
/**
 * Pages read from the drum.
 */
pulls: number, 
/**
 * Σ over completed pulls of the time from request to arrival (queueing,
 * rotation and transfer): ÷ pulls, the paging delay S of a fault.
 */
pull_wait_us: number, 
/**
 * Clean pages freed without a push (box 20).
 */
freed_clean: number, 
/**
 * Examinations that found the first-time switch on (box 12).
 */
first_time_skips: number, 
/**
 * Examinations past the first-time switch that found the usage bit on.
 * Corbató 1968's stability argument: with k = 1 about half are on, and
 * an excess of zeros slows the pointer while an excess of ones speeds it.
 */
usage_on: number, 
/**
 * Times the pool was replenished.
 */
replenishments: number, 
/**
 * Supervisor time spent on faults: taking them plus the pointer's travel.
 */
fault_service_us: number, 
/**
 * Time the processor stood idle (wait state).
 */
idle_us: number, 
/**
 * Problem-state time (references).
 */
problem_us: number, 
/**
 * Supervisor (CP) time: faults, the pointer, and the costs of `supervisor`.
 */
cp_us: number, 
/**
 * Replaced pages that belonged to another active process.
 */
stolen: number, 
/**
 * Pages of programs outside the active set overwritten before the
 * pointer ran (CP-67, `unqueued_first`).
 */
overwritten: number, 
/**
 * File I/O requests.
 */
vsio: number, 
/**
 * Dispatches of a different process.
 */
dispatches: number, 
/**
 * Supervisor time spent dispatching (`supervisor.dispatch_us` per
 * dispatch), within `cp_us`: Bard 1971's "Dispatch" (Table 1).
 */
dispatch_us: number, 
/**
 * Time slices that ran out.
 */
preemptions: number, 
/**
 * ∫ MPL dt up to the last change of the MPL, in process-µs.
 */
mpl_integral_us: number, 
/**
 * Σ over pages replaced by the pointer of the essential interruptions
 * their owner suffered since their last reference (Bard 1975 eq. 4).
 */
psi_sum: number, 
/**
 * Pages replaced by the pointer.
 */
psi_replaced: number, 
/**
 * `psi_sum` over the pages whose owner was in the active set when replaced.
 */
psi_sum_active: number, 
/**
 * Pages replaced by the pointer while their owner was in the active set.
 */
psi_replaced_active: number, 
/**
 * Terminal interactions ended (the user waits for the terminal).
 */
terminal_waits: number, 
/**
 * Supervisor time spent on unmodelled work (`supervisor.unmodelled_us`), within `cp_us`.
 */
unmodelled_us: number, 
/**
 * Not cumulative — the last `POINTER_WINDOW` (64) examinations: how
 * many there have been (up to 64), ...
 */
recent_examinations: number, 
/**
 * ... how many judged a usage bit (the first-time switch was off), ...
 */
recent_judged: number, 
/**
 * ... how many of those found it on, ...
 */
recent_usage_on: number, 
/**
 * ... and the simulated time from the oldest to the newest.
 */
recent_span_us: number, };

/**
 * CPU time charged by the simulation.
 */
export type CpuConfig = { 
/**
 * Problem-state time per reference.
 */
reference_us: number, 
/**
 * Supervisor time to take a page fault (Figure 2, excluding the pointer's travel).
 */
fault_us: number, 
/**
 * Supervisor time per page examination by the pointer (Figure 3).
 */
examine_us: number, };

/**
 * Exact lifetime curves of a reference string with their markers (`markers`).
 */
export type CurveReport = { "policy": "lru", 
/**
 * References in the string.
 */
references: number, 
/**
 * The fault delay S, in references.
 */
delay: number, 
/**
 * The sizes.
 */
frames: Array<number>, 
/**
 * Faults at each size.
 */
faults: Array<number>, 
/**
 * Lifetime (references per fault) at each size.
 */
lifetime: Array<number>, 
/**
 * The LT-knee.
 */
knee: SizeMark | null, 
/**
 * The PE-knee.
 */
pe_knee: SizeMark | null, 
/**
 * The parachor.
 */
parachor: SizeMark | null, 
/**
 * X = z + S f z at each size.
 */
x: Array<number>, 
/**
 * Y = S f z at each size.
 */
y: Array<number>, 
/**
 * When the curve is SHARDS' estimate (`shards`): its rate, sample and band; None when exact.
 */
sampled: SampledCurve | null, } | { "policy": "ws", 
/**
 * References in the string.
 */
references: number, 
/**
 * The fault delay S, in references.
 */
delay: number, 
/**
 * The windows.
 */
window: Array<number>, 
/**
 * Mean working-set size at each window.
 */
mean_size: Array<number>, 
/**
 * Faults at each window.
 */
faults: Array<number>, 
/**
 * Lifetime at each window.
 */
lifetime: Array<number>, 
/**
 * The LT-knee.
 */
knee: WindowMark | null, 
/**
 * The PE-knee.
 */
pe_knee: WindowMark | null, 
/**
 * The parachor.
 */
parachor: WindowMark | null, 
/**
 * X at each window.
 */
x: Array<number>, 
/**
 * Y at each window.
 */
y: Array<number>, };

/**
 * Which way a page moves.
 */
export type Direction = "pull" | "push" | "write";

/**
 * How the drum orders queued transfers.
 */
export type Discipline = "fifo" | "sltf";

/**
 * Table 6 on the run: dispatch time per second regressed on the CP fit's
 * variables over its intervals, and dispatch's share of CP time (Table 9).
 */
export type DispatchReport = { 
/**
 * φ0 (`theta0`), then one φ per variable of the CP fit, in ms of dispatch time per unit.
 */
phi: { [key in string]: number }, 
/**
 * R² of the fit.
 */
r2: number, 
/**
 * Its residual standard deviation, ms/s (eq. 6).
 */
s: number, 
/**
 * Intervals it used (the CP fit's: outliers dropped).
 */
n: number, 
/**
 * Dispatch time as a percentage of CP time over those intervals.
 */
share_pct: number, };

/**
 * The paging drum: one transfer at a time, each starting when its sector passes under the heads.
 */
export type DrumConfig = { 
/**
 * Time of one revolution.
 */
rotation_us: number, 
/**
 * Pages per track (sectors); page p lives in sector p mod sectors.
 */
sectors: number, 
/**
 * Time to transfer one page (at most one sector's time).
 */
transfer_us: number, 
/**
 * Queue discipline.
 */
discipline: Discipline, };

/**
 * The drum: its angle, the transfer under the heads and the queue.
 */
export type DrumView = { 
/**
 * The angle now, as a fraction of a revolution in [0, 1).
 */
position: number, 
/**
 * Sectors per track.
 */
sectors: number, 
/**
 * The transfer under the heads.
 */
in_service: InService | null, 
/**
 * Waiting transfers in queue order.
 */
queue: Array<Transfer>, };

/**
 * An event with its micro-step number and simulated time.
 */
export type Event = { 
/**
 * The micro-step that emitted it (1-based).
 */
step: number, 
/**
 * Simulated time in microseconds.
 */
t_us: number, } & ({ "type": "access", pid: number, index: number, page: number, write: boolean, frame: number, after_fault: boolean, } | { "type": "fault", pid: number, index: number, page: number, write: boolean, } | { "type": "pool_low", free: number, low_water: number, n: number, } | { "type": "examine", frame: number, pid: number, page: number, usage: boolean, register_before: number, register_after: number, outcome: Outcome, } | { "type": "block_freed", frame: number, pid: number, page: number, } | { "type": "push_requested", frame: number, pid: number, page: number, sector: number, } | { "type": "push_finished", frame: number, pid: number, page: number, sector: number, queued_us: number, start_us: number, end_us: number, } | { "type": "write_requested", frame: number, pid: number, page: number, sector: number, } | { "type": "write_finished", frame: number, pid: number, page: number, sector: number, queued_us: number, start_us: number, end_us: number, } | { "type": "pool_replenished", selected: number, free: number, } | { "type": "block_assigned", frame: number, pid: number, page: number, } | { "type": "pull_requested", frame: number, pid: number, page: number, sector: number, } | { "type": "pull_finished", frame: number, pid: number, page: number, first_time: boolean, sector: number, queued_us: number, start_us: number, end_us: number, } | { "type": "process_waits", pid: number, page: number, reason: WaitReason, } | { "type": "process_resumes", pid: number, } | { "type": "process_finished", pid: number, } | { "type": "preempted", pid: number, } | { "type": "vsio_started", pid: number, } | { "type": "vsio_finished", pid: number, } | { "type": "interaction_done", pid: number, response_us: number, } | { "type": "think_finished", pid: number, } | { "type": "admitted", pid: number, mpl: number, } | { "type": "set_aside", pid: number, mpl: number, } | { "type": "steal", frame: number, from: number, by: number, } | { "type": "overwrite", frame: number, pid: number, page: number, by: number, } | { "type": "tick", cp_us: number, } | { "type": "unmodelled_cp", cp_us: number, } | { "type": "sampled", index: number, } | { "type": "load_leveler", busy_us: number, interval_us: number, replaced: number, region: Region, action: Action, mpl: number, manual?: boolean, } | { "type": "ws_sampled", pid: number, window: number, kept: number, released: number, expand: boolean, } | { "type": "ws_deactivated", pid: number, demand: number, total: number, frames: number, mpl: number, } | { "type": "window_adjusted", busy_permille: number, window: number, } | { "type": "stay_admitted", pid: number, q1: boolean, claim: number, total: number, storage: number, } | { "type": "stay_ended", pid: number, needed: number, held: number, next: number, } | { "type": "psi_feedback", psi_x10: number, paging: number, steal_pct: number, out_of_bounds: boolean, mpl_limit: number, storage: number, deactivated: number, });

/**
 * The micro-steps.
 */
export type EventKind = { "type": "access", pid: number, index: number, page: number, write: boolean, frame: number, after_fault: boolean, } | { "type": "fault", pid: number, index: number, page: number, write: boolean, } | { "type": "pool_low", free: number, low_water: number, n: number, } | { "type": "examine", frame: number, pid: number, page: number, usage: boolean, register_before: number, register_after: number, outcome: Outcome, } | { "type": "block_freed", frame: number, pid: number, page: number, } | { "type": "push_requested", frame: number, pid: number, page: number, sector: number, } | { "type": "push_finished", frame: number, pid: number, page: number, sector: number, queued_us: number, start_us: number, end_us: number, } | { "type": "write_requested", frame: number, pid: number, page: number, sector: number, } | { "type": "write_finished", frame: number, pid: number, page: number, sector: number, queued_us: number, start_us: number, end_us: number, } | { "type": "pool_replenished", selected: number, free: number, } | { "type": "block_assigned", frame: number, pid: number, page: number, } | { "type": "pull_requested", frame: number, pid: number, page: number, sector: number, } | { "type": "pull_finished", frame: number, pid: number, page: number, first_time: boolean, sector: number, queued_us: number, start_us: number, end_us: number, } | { "type": "process_waits", pid: number, page: number, reason: WaitReason, } | { "type": "process_resumes", pid: number, } | { "type": "process_finished", pid: number, } | { "type": "preempted", pid: number, } | { "type": "vsio_started", pid: number, } | { "type": "vsio_finished", pid: number, } | { "type": "interaction_done", pid: number, response_us: number, } | { "type": "think_finished", pid: number, } | { "type": "admitted", pid: number, mpl: number, } | { "type": "set_aside", pid: number, mpl: number, } | { "type": "steal", frame: number, from: number, by: number, } | { "type": "overwrite", frame: number, pid: number, page: number, by: number, } | { "type": "tick", cp_us: number, } | { "type": "unmodelled_cp", cp_us: number, } | { "type": "sampled", index: number, } | { "type": "load_leveler", busy_us: number, interval_us: number, replaced: number, region: Region, action: Action, mpl: number, manual?: boolean, } | { "type": "ws_sampled", pid: number, window: number, kept: number, released: number, expand: boolean, } | { "type": "ws_deactivated", pid: number, demand: number, total: number, frames: number, mpl: number, } | { "type": "window_adjusted", busy_permille: number, window: number, } | { "type": "stay_admitted", pid: number, q1: boolean, claim: number, total: number, storage: number, } | { "type": "stay_ended", pid: number, needed: number, held: number, next: number, } | { "type": "psi_feedback", psi_x10: number, paging: number, steal_pct: number, out_of_bounds: boolean, mpl_limit: number, storage: number, deactivated: number, };

/**
 * The sampled curve measured against the exact one.
 */
export type ExactComparison = { 
/**
 * The exact faults at each size.
 */
faults: Array<number>, 
/**
 * Mean over the sizes of |sampled − exact| faults per reference.
 */
mean_error: number, 
/**
 * The largest of them.
 */
max_error: number, 
/**
 * The share of sizes whose exact value lies in the band.
 */
covered: number, };

/**
 * An experiment the runner knows, with its arms in the order it runs them.
 */
export type ExperimentInfo = { 
/**
 * Its name, as `pagingsim experiment NAME` takes it.
 */
name: string, 
/**
 * Its arms' names.
 */
arms: Array<string>, 
/**
 * How many cases it has (`pagingsim experiment NAME --case N`, 1..=cases).
 */
cases: number, };

/**
 * An experiment's result, as the CLI prints it.
 */
export type ExperimentResult = { 
/**
 * The experiment's name.
 */
experiment: string, 
/**
 * The seed it ran with.
 */
seed: number, 
/**
 * Which of the experiment's cases (1 unless it has several: `cases`).
 */
case: number, 
/**
 * Its arms.
 */
arms: Array<Arm>, };

/**
 * Every policy's faults for 1…F frames.
 */
export type FaultCurves = { 
/**
 * References in the string.
 */
references: number, 
/**
 * Distinct pages: from this many frames on, only first references fault.
 */
distinct: number, 
/**
 * The clock's register length.
 */
k: number, 
/**
 * 1…F.
 */
frames: Array<number>, 
/**
 * FIFO's faults by number of frames.
 */
fifo: Array<number>, 
/**
 * LRU's.
 */
lru: Array<number>, 
/**
 * OPT's.
 */
opt: Array<number>, 
/**
 * The plain k-bit clock's.
 */
clock: Array<number>, 
/**
 * Where a line rises, in order of policy then frames.
 */
anomalies: Array<Anomaly>, };

/**
 * A point of Figure 1.
 */
export type FigurePoint = { 
/**
 * Page replacements per second.
 */
page_rate: number, 
/**
 * % CPU activity.
 */
cpu_activity: number, };

/**
 * The bits of `Simulator::frame_flags`.
 */
export type FrameBits = { 
/**
 * The usage bit: set by any reference, cleared by the pointer.
 */
usage: number, 
/**
 * The modified bit: set by a write.
 */
modified: number, 
/**
 * The first-time switch (Corbató 1968, Figure 3 box 12).
 */
first_time: number, 
/**
 * The page's second-chance write is under way (`memory.modified_chance`).
 */
writing: number, };

/**
 * Where a frame is in its life cycle.
 */
export type FrameState = "free" | "pulling" | "listed" | "pushing";

/**
 * One pairwise saturation analysis (Figures 7–9).
 */
export type Frontier = { 
/**
 * The first variable (the x axis).
 */
x: string, 
/**
 * The second variable.
 */
y: string, 
/**
 * Every observation's (x, y).
 */
points: Array<[number, number]>, 
/**
 * The Pareto-maximal points, by increasing x.
 */
frontier: Array<[number, number]>, 
/**
 * Each frontier point's observation (an index into the intervals).
 */
intervals: Array<number>, 
/**
 * What limited each frontier point's interval.
 */
limits: Array<Limit>, 
/**
 * Trade-off rates between neighbouring frontier points: −Δy/Δx.
 */
tradeoffs: Array<number>, 
/**
 * The median trade-off between neighbours both limited (CPU or drum):
 * the rate at saturation; None if no two neighbours are.
 */
saturated_tradeoff: number | null, };

/**
 * Averages of the intervals with the same number of active users, in Table 10's pairs.
 */
export type Group = { 
/**
 * The fewest active users in the group (Table 10: 1, 3, 5, …; 0 for intervals nobody ran in).
 */
lo: number, 
/**
 * The most (2, 4, 6, …; 0).
 */
hi: number, 
/**
 * Intervals in the group.
 */
n: number, 
/**
 * Mean problem state, % (Figure 1).
 */
problem_pct: number, 
/**
 * Mean CP time, % of elapsed (Figure 2).
 */
cp_pct: number, 
/**
 * Mean wait state, % of elapsed (Figure 3).
 */
wait_pct: number, 
/**
 * Mean VSIOs per s (Figure 4).
 */
vsio: number, 
/**
 * Mean page I/Os per s (Figure 5).
 */
page_io: number, };

/**
 * The transfer under the heads, with its start and end.
 */
export type InService = { 
/**
 * The transfer.
 */
transfer: Transfer, 
/**
 * When its sector reaches the heads.
 */
start: Micros, 
/**
 * When it completes.
 */
end: Micros, };

/**
 * One sampler interval as rates.
 */
export type Interval = { 
/**
 * End of the interval, in s.
 */
t_s: number, 
/**
 * CP time, ms per s (τ).
 */
cp_ms_per_s: number, 
/**
 * Problem state, s per s.
 */
problem_state: number, 
/**
 * VSIOs per s.
 */
vsio: number, 
/**
 * Page I/Os (in and out) per s.
 */
page_io: number, 
/**
 * Dispatches per s (no DUSETIMR counter; never a regression variable).
 */
dispatch: number, 
/**
 * Dispatch time, ms per s (Table 1's "Dispatch"): Table 6's regressand.
 */
dispatch_ms_per_s: number, 
/**
 * Wait state, s per s.
 */
wait: number, 
/**
 * Active users (Table 2): users whose problem-state time grew in the interval.
 */
active: number, 
/**
 * CP time on unmodelled work, ms per s: the lab's truth, never a regression variable.
 */
unmodelled_ms_per_s: number, };

/**
 * A question with its wording and its answer (None if the run ends first).
 */
export type KeyedQuestion = { 
/**
 * The question.
 */
question: Question, 
/**
 * Its wording.
 */
prompt: string, 
/**
 * Its answer.
 */
answer: Answer | null, };

/**
 * Which knee the OWE aims at (Nishigaki 1981 §2).
 */
export type KneeCriterion = "pe" | "lt";

/**
 * What limited an interval.
 */
export type Limit = "cpu" | "drum" | "both" | "neither";

/**
 * Limits and versions.
 */
export type Limits = { 
/**
 * The scenario format's version.
 */
scenario_version: number, 
/**
 * The most page frames.
 */
max_frames: number, 
/**
 * The longest shift register.
 */
max_k: number, 
/**
 * The most processes.
 */
max_processes: number, 
/**
 * The most references (all processes together) the step-through view holds.
 */
max_step_through_references: number, 
/**
 * The most micro-steps the step-through view holds.
 */
max_step_through_steps: number, 
/**
 * The most questions an exercise generates.
 */
max_exercise_questions: number, 
/**
 * The most frames a faults-against-frames curve reaches.
 */
max_curve_frames: number, };

/**
 * One check of the Load Leveler.
 */
export type LlCheck = { 
/**
 * When.
 */
t_us: number, 
/**
 * The micro-step that made it (the step-through view stops there).
 */
step: number, 
/**
 * The interval it judged.
 */
interval_us: number, 
/**
 * % CPU activity in the interval.
 */
cpu_pct: number, 
/**
 * Page replacements per second in the interval.
 */
page_rate: number, 
/**
 * Its area of Figure 1.
 */
region: Region, 
/**
 * What the leveler did.
 */
action: Action, };

/**
 * The Load Leveler (Shils 1968): every `dt_us` the interval is classified
 * into area A (CPU activity above 100 − y %), B or C (page replacement rate
 * above x with low CPU); in C one job is set aside, in A or B one set-aside
 * job returns; after acting it checks again at Δt/4.
 */
export type LoadLevelerConfig = { 
/**
 * x: page replacements per second above which paging is too high.
 */
x_pages_per_s: number, 
/**
 * y: the CPU is overly idle below 100 − y % activity.
 */
y_pct: number, 
/**
 * Δt between checks.
 */
dt_us: number, 
/**
 * The student as load controller: when present, the leveler judges each
 * interval as Shils's does (same checks, same quick-check after a set
 * aside) but acts as these decisions say — one per check at most, in
 * check order; a check without one does nothing.
 */
manual?: Array<ManualDecision> | null, };

/**
 * One process's place in load control and its progress.
 */
export type LoadProcessView = { 
/**
 * Mean resident pages over the run so far.
 */
mean_resident: number, 
/**
 * Active, eligible, set aside or out.
 */
membership: Membership, 
/**
 * References completed.
 */
refs_done: number, 
/**
 * Terminal interactions completed.
 */
interactions: number, 
/**
 * The last interaction's response time.
 */
last_response_us: number | null, 
/**
 * When a background job finished.
 */
finished_us: number | null, };

/**
 * Load control: each process, who runs, the multiprogramming level.
 */
export type LoadView = { 
/**
 * Per process, in pid order.
 */
processes: Array<LoadProcessView>, 
/**
 * The process on the processor.
 */
running: number | null, 
/**
 * Active processes now.
 */
mpl: number, 
/**
 * The mean multiprogramming level so far.
 */
mean_mpl: number, };

/**
 * What the student may do at a check.
 */
export type ManualAction = "set_aside" | "return";

/**
 * One of the student's decisions: at the leveler's check number `check`
 * (0 is the first check, Δt into the run), set process `pid` aside or
 * return it to the job queue (Shils 1968 §3: the Load Leveler's two acts).
 */
export type ManualDecision = { 
/**
 * The check, counted from 0.
 */
check: number, 
/**
 * What to do.
 */
action: ManualAction, 
/**
 * To which process.
 */
pid: number, };

/**
 * Bard 1971's measurement analysis of a run's samples.
 */
export type MeasurementReport = { 
/**
 * The final fit's coefficients keyed by variable (`theta0` the intercept).
 */
theta: { [key in string]: number }, 
/**
 * The costs the run charged, when it charged known ones.
 */
true_theta: TrueTheta | null, 
/**
 * Table 6: the dispatch-time regression (None: no dispatch time recorded).
 */
dispatch: DispatchReport | null, 
/**
 * R² of the final fit.
 */
r2: number, 
/**
 * Its residual standard deviation.
 */
s: number, 
/**
 * Observations it used.
 */
n: number, 
/**
 * How many outliers were dropped.
 */
outliers_dropped: number, 
/**
 * Their indices among the observations.
 */
outliers: Array<number>, 
/**
 * Every observation's residual under the fit on all of them, ms/s (eq. 4).
 */
residuals: Array<number>, 
/**
 * The outlier limit: 2.5 s of the fit on all of them, ms/s.
 */
outlier_limit: number, 
/**
 * The stepwise table.
 */
steps: Array<ReportStep>, 
/**
 * The sampler intervals as rates.
 */
observations: Array<Interval>, 
/**
 * Averages by active users.
 */
groups: Array<Group>, 
/**
 * The pairwise saturation analyses.
 */
frontiers: Array<Frontier>, 
/**
 * The drum's capacity in page I/Os per s (None: no drum).
 */
drum_capacity: number | null, 
/**
 * Wait below this % of an interval makes it CPU-limited.
 */
cpu_limited_wait_pct: number, 
/**
 * Page I/O at or above this share of the drum's capacity makes an interval drum-limited.
 */
drum_near: number, };

/**
 * A process's place in load control.
 */
export type Membership = "active" | "eligible" | "set_aside" | "out";

/**
 * Primary memory and the Multics replacement parameters (Corbató 1968).
 */
export type MemoryConfig = { 
/**
 * Page frames (blocks) of primary memory.
 */
frames: number, 
/**
 * Shift-register length k; 0 is FIFO.
 */
k: number, 
/**
 * Blocks the free pool is replenished with at a time (n; 3 in Multics). 0 turns the pool off.
 */
pool_n: number, 
/**
 * The pool is "nearing exhaustion" (Figure 2, box 2) when it holds this many blocks or fewer.
 */
pool_low_water: number, 
/**
 * Whether newly pulled pages carry the first-time switch (Figure 3, box 12).
 */
first_time: boolean, 
/**
 * Where a pulled page enters the replaceable page list (Corbató 1968, Figure 2 box 6).
 */
pulled_enter: PulledEnter, 
/**
 * Whether the reference that faulted sets the new page's usage bit once the page is in.
 */
new_page_usage: NewPageUsage, 
/**
 * Which page OPT replaces among pages never referenced again (the policies stage).
 */
opt_tie: OptTie, 
/**
 * The frame the pointer examines first (free frames fill in order 0, 1,
 * 2, …); unset (the default), wherever the entering pages left it: frame
 * 0 for the textbook clock, the newest page when pulled pages enter at
 * the pointer.
 */
pointer_start?: number | null, 
/**
 * Whether a page found unused but modified is written out and passed over.
 */
modified_chance: ModifiedChance, 
/**
 * Whether the pointer may take any process's page or only the faulting process's.
 */
replacement: Replacement, };

/**
 * One arm's metrics.
 */
export type Metrics = SweepMetrics | ShilsMetrics | ThrashingMetrics | Table1Metrics | OweMetrics | RegressionMetrics | PsiMetrics;

/**
 * Simulated time in microseconds since the start of the run.
 */
export type Micros = number;

/**
 * A wrong rule a student may fill a worksheet by.
 */
export type Misconception = "hit_counted_as_fault" | "fifo_reordered_on_hit" | "lru_on_faults_only" | "opt_tie_broken_wrongly" | "hit_cleared_usage" | "pointer_stayed" | "new_usage_off" | "register_shifted_wrong_way" | "first_time_ignored" | "pool_not_kept" | "pulled_entered_behind";

/**
 * What the modified bit does when the pointer finds a page unused but
 * modified. Corbató 1968 gives it no say in the choice: a selected page
 * that is modified is written to the drum first and its block joins the
 * free pool when the write ends (Figure 2, boxes 18–20). Textbooks add a
 * second chance for it (Tanenbaum's WSClock after Carr & Hennessy 1981;
 * Silberschatz's "enhanced second chance" ranks the same pair of bits): a
 * dirty page costs a write to replace, so the pointer starts its write and
 * passes on, taking it when it next finds it unused and clean.
 */
export type ModifiedChance = "none" | "write_and_pass";

/**
 * A misconception named at a row, with what shows the right rule.
 */
export type NamedMisconception = { 
/**
 * Which.
 */
misconception: Misconception, 
/**
 * Its title.
 */
title: string, 
/**
 * The right rule, in one line.
 */
explanation: string, 
/**
 * The row (0-based reference index) it was named at.
 */
row: number, 
/**
 * Filled rows from `row` on that the wrong rule reproduces, `row` included.
 */
rows_explained: number, 
/**
 * The stage that shows the right rule: policies, or multics-clock for the Multics sheet.
 */
stage: string, 
/**
 * Its step there: on the policies stage the references made with this
 * row's (row + 1), on the Multics clock stage the micro-steps before it.
 */
step: number, };

/**
 * A new page's usage bit. Corbató 1968 has the hardware set the bit "each
 * time the page is referenced" (§"A Paging Algorithm"); the reference that
 * faulted is made again when its page is in, so the page enters with its bit
 * on. Textbooks differ: some load the page with the bit off, as if the
 * faulting reference were served by the load itself. With the first-time
 * switch on (Figure 3, box 12) the difference vanishes: the switch's
 * examination clears the bit unjudged.
 */
export type NewPageUsage = "on" | "off";

/**
 * An arm as a stage opens it: its scenario, and what was cut (None: nothing).
 */
export type OpenedArm = { 
/**
 * The scenario to open.
 */
scenario: Scenario, 
/**
 * What was cut to fit the step-through view, if anything.
 */
shortened: Shortened | null, };

/**
 * OPT's choice among pages never referenced again — the only tie MIN can
 * have (Belady 1966 names no rule; any choice gives the same faults, but
 * the frame tables differ).
 */
export type OptTie = "lowest_slot" | "first_loaded" | "least_recent";

/**
 * One access, for the animation.
 */
export type OstepAccess = { 
/**
 * The page referenced.
 */
page: number, 
/**
 * Whether it hit.
 */
hit: boolean, 
/**
 * The victim, if a page was replaced.
 */
victim: number | null, 
/**
 * The cache list after the access, left to right.
 */
memory: Array<number>, 
/**
 * CLOCK: the pages examined, each with its count when examined.
 */
scans: Array<[number, number]>, 
/**
 * Reference counts after the access, in cache order (CLOCK's bits).
 */
counts: Array<number>, 
/**
 * Hits so far.
 */
hits: number, 
/**
 * Misses so far.
 */
misses: number, };

/**
 * The homework's options as the lab's form holds them: every one as typed.
 */
export type OstepForm = { 
/**
 * `-a`.
 */
addresses: string, 
/**
 * `-f`.
 */
addressfile: string, 
/**
 * The contents of the file named by `addressfile`, once read.
 */
file_text: string | null, 
/**
 * `-n`.
 */
numaddrs: string, 
/**
 * `-p`.
 */
policy: string, 
/**
 * `-b`, still text.
 */
clockbits: string, 
/**
 * `-C`.
 */
cachesize: string, 
/**
 * `-m`.
 */
maxpage: string, 
/**
 * `-s`.
 */
seed: string, 
/**
 * `-N`.
 */
notrace: boolean, 
/**
 * `-c`.
 */
solve: boolean, };

/**
 * What a run prints, and how it ends.
 */
export type OstepOutcome = { 
/**
 * Standard output, exactly as the homework simulator prints it.
 */
output: string, 
/**
 * The exit status (1 for a policy it does not know).
 */
exit_code: number, 
/**
 * The accesses, when solved.
 */
accesses: Array<OstepAccess>, 
/**
 * The left and right labels of the cache list.
 */
labels: [string, string], };

/**
 * What the pointer decided about the page it examined.
 */
export type Outcome = "retained" | "replaced" | "first_time" | "second_chance" | "writing";

/**
 * Nishigaki 1981 §5: throughput and what drives it.
 */
export type OweMetrics = { 
/**
 * The memory, frames.
 */
frames: number, 
/**
 * Jobs' work per unit of time (thousands of instructions plus file I/Os).
 */
throughput: number, 
/**
 * Problem state ÷ elapsed.
 */
cpu_utilization: number, 
/**
 * Supervisor state ÷ elapsed (faults and the OWE's own work).
 */
supervisor_share: number, 
/**
 * The OWE's own work (`owe_instructions_per_page`) ÷ elapsed.
 */
owe_share: number, 
/**
 * Mean multiprogramming level.
 */
mean_mpl: number, 
/**
 * Mean active jobs ready to run at the sampler's instants.
 */
ready_jobs: number, 
/**
 * The King Size Program's mean resident size.
 */
king_size_resident: number, 
/**
 * Page faults.
 */
faults: number, 
/**
 * Swap-outs because the working sets did not fit.
 */
deactivations: number, 
/**
 * Each program's window at the end, in Δ.
 */
final_windows: Array<number>, 
/**
 * The uni-window scheduler's shared window after each adjustment: [s, window in Δ] (empty under the OWE).
 */
shared_window: Array<[number, number]>, 
/**
 * S: the mean paging delay of a fault, µs.
 */
paging_delay_us: number, 
/**
 * L: CPU time between successive faults of the whole system, µs (eq. 2.6).
 */
system_lifetime_us: number, 
/**
 * Each program's lifetime e_i, µs (null: it never faulted).
 */
lifetimes_us: Array<number | null>, 
/**
 * Σ_i e_i/(e_i + S), each weighted by its share of the run in the multiprogramming set (eq. 2.5).
 */
efficiency_sum: number, 
/**
 * L/S (eq. 2.6).
 */
l_over_s: number, 
/**
 * min{1, Σ_i e_i/(e_i + S), L/S} (eq. 2.7).
 */
cpu_bound: number, };

/**
 * A replacement policy the CLI and UI can name.
 */
export type Policy = "fifo" | "lru" | "opt" | "clock";

/**
 * One process's progress.
 */
export type Proc = { 
/**
 * Index of its next reference.
 */
cursor: number, 
/**
 * Its state.
 */
status: ProcStatus, 
/**
 * Its current reference faulted (the access after the pull says so).
 */
after_fault: boolean, 
/**
 * Its page faults.
 */
faults: number, 
/**
 * Essential interruptions so far: waits that left it unrunnable, for a
 * page or a file I/O (Bard 1975 §5).
 */
interruptions: number, };

/**
 * What a process is doing.
 */
export type ProcStatus = { "status": "ready" } | { "status": "waiting_page", page: number, } | { "status": "waiting_block", page: number, } | { "status": "waiting_io" } | { "status": "thinking" } | { "status": "finished" };

/**
 * A process's class (Shils 1968 §3A: background jobs and terminal jobs).
 */
export type ProcessClass = { "kind": "background" } | { "kind": "terminal", think_us: number, burst: number, fixed?: boolean, };

/**
 * A process and its reference string.
 */
export type ProcessConfig = { 
/**
 * The reference-string model.
 */
workload: Workload, 
/**
 * Background (batch) or terminal (interactive); background when absent.
 */
class?: ProcessClass, 
/**
 * References between file I/O requests (VSIO, Bard 1971 Table 1); 0: none.
 */
vsio_every?: number, 
/**
 * Service time of one file I/O.
 */
vsio_us?: number, 
/**
 * A background job that starts over at the end of its string (a job
 * initiator running copies of its program, Nishigaki 1981 §5), so it
 * stays in the mix for the whole run.
 */
cyclic?: boolean, };

/**
 * A process: its progress and resident pages.
 */
export type ProcessView = { 
/**
 * Cursor, status, faults, essential interruptions.
 */
proc: Proc, 
/**
 * Pages resident now.
 */
resident: number, };

/**
 * The Ψ-scheduler's feedback (Bard 1975 §10).
 */
export type PsiFeedback = { 
/**
 * Strategy 1 (the default: Bard 1975 Table 3's experiment 1, with
 * strategy 1, is Table 2's 512 KB Ψ-scheduler column), 2 or 3.
 */
strategy: Strategy, 
/**
 * PM: the largest allowed paging rate, page reads per second.
 */
pm: number, 
/**
 * SM: the largest allowed steal ratio.
 */
sm: number, 
/**
 * Time between checks.
 */
check_us: number, };

/**
 * Bard 1975, Table 2's measures for one run.
 */
export type PsiMetrics = { 
/**
 * Problem state, % of elapsed.
 */
problem_state_pct: number, 
/**
 * Supervisor state, % of elapsed.
 */
cp_pct: number, 
/**
 * Mean Ψs (eq. 4) over the intervals.
 */
psi_s_mean: number | null, 
/**
 * Mean Ψs* (eq. 5).
 */
psi_s_star_mean: number | null, 
/**
 * Mean eq. 4 over the pages of active owners.
 */
psi_s_active_mean: number | null, 
/**
 * Mean Ψs over the intervals with 0 < Ψs* ≤ 20.
 */
psi_s_in_range: number | null, 
/**
 * Mean Ψs* over those intervals.
 */
psi_s_star_in_range: number | null, 
/**
 * How many intervals have 0 < Ψs* ≤ 20.
 */
intervals_in_range: number, 
/**
 * The correlation of Ψs and Ψs* over them.
 */
psi_correlation_in_range: number | null, 
/**
 * Share of replaced pages whose owner was outside the active set.
 */
inactive_share: number | null, 
/**
 * Page reads per second.
 */
paging_rate: number, 
/**
 * Stolen ÷ replaced pages.
 */
steal_ratio: number, 
/**
 * Overwritten (CP-67's rule) ÷ replaced pages.
 */
overwritten_share: number, 
/**
 * Mean multiprogramming level.
 */
mean_mpl: number, 
/**
 * Each sampler interval's measures.
 */
series: Array<PsiPoint>, 
/**
 * The Ψ-scheduler's feedback checks.
 */
feedback_checks: number, 
/**
 * Terminal interactions completed.
 */
interactions: number, };

/**
 * One interval's PSI and paging measures.
 */
export type PsiPoint = { 
/**
 * End of the interval, in s.
 */
t_s: number, 
/**
 * Ψs (eq. 4); None when the pointer replaced nothing.
 */
psi_s: number | null, 
/**
 * Eq. 4 over the pages whose owner was in the active set when replaced —
 * the pages eq. 5's derivation is about; None when there were none.
 */
psi_s_active: number | null, 
/**
 * The share of replaced pages whose owner was outside the active set
 * (thinking, or waiting for admission).
 */
inactive_share: number | null, 
/**
 * Ψs* (eq. 5); None without pointer cycles or active programs.
 */
psi_s_star: number | null, 
/**
 * Page reads per second (Bard 1975's paging rate).
 */
paging_rate: number, 
/**
 * Stolen pages ÷ pages replaced (the steal ratio).
 */
steal_ratio: number | null, 
/**
 * Problem state, % of the interval.
 */
problem_pct: number, };

/**
 * Bard 1975 §3–4's prediction for a scenario, beside what its simulation had.
 */
export type PsiPrediction = { 
/**
 * Each program's characteristic.
 */
programs: Array<Characteristic>, 
/**
 * Eq. 1's common Ψ* (None if no Ψ fills the frames).
 */
psi_star: number | null, 
/**
 * Eq. 2's paging rate at Ψ*, page exceptions per second of problem state.
 */
predicted_paging_rate: number | null, 
/**
 * The simulation's page exceptions per second of problem state.
 */
simulated_paging_rate: number, 
/**
 * The simulation's mean Ψs* (eq. 5).
 */
simulated_psi_s_star: number | null, 
/**
 * The simulation's mean Ψs (eq. 4).
 */
simulated_psi_s: number | null, 
/**
 * Pageable frames.
 */
frames: number, 
/**
 * Each program's share of the run in the active set.
 */
active_share: Array<number>, 
/**
 * The mean number of active programs.
 */
mean_active: number, };

/**
 * Where a newly pulled page enters the replaceable page list. Corbató 1968
 * (Figure 2, box 6) switches pulled pages "to the head of the replaceable
 * page list. The reason for the head rather than the tail of the list is
 * that in addition a special 'first-time' 1-bit switch is turned on …
 * [which] makes it possible for the algorithm to ignore for a few page
 * faults the initial burst of references to a page before it begins to
 * monitor usage." The paper does not say where the head is on a circular
 * list scanned by a pointer; the two readings differ by a revolution.
 */
export type PulledEnter = "at_pointer" | "behind_pointer";

/**
 * The shape of q(k).
 */
export type QShape = { "shape": "geometric", theta: number, } | { "shape": "zipf", s: number, } | { "shape": "explicit", q: Array<number>, } | { "shape": "bands", bands: Array<Band>, };

/**
 * A question: asked when the run reaches `step`. (Serde cannot deny unknown
 * fields through `flatten`; the UI's link reader checks the exact shape.)
 */
export type Question = { 
/**
 * The micro-step after which the run stops and asks.
 */
step: number, } & ({ "kind": "victim" } | { "kind": "register", frame: number, } | { "kind": "region" });

/**
 * The areas of Figure 1.
 */
export type Region = "underload" | "ok" | "overload";

/**
 * Sampler intervals in each area of Figure 1.
 */
export type RegionCounts = { 
/**
 * Area B.
 */
under: number, 
/**
 * Area A.
 */
ok: number, 
/**
 * Area C.
 */
over: number, };

/**
 * Figure 1's areas of a series of points and the transition matrix between them.
 */
export type Regions = { 
/**
 * Each point's area.
 */
regions: Array<Region>, 
/**
 * P(next area | this area), rows and columns in `Region::index` order.
 */
matrix: [[number, number, number], [number, number, number], [number, number, number]], };

/**
 * bard-regression's metrics: the measurement report, or why there is none.
 */
export type RegressionMetrics = MeasurementReport | { 
/**
 * The reason.
 */
error: string, };

/**
 * Whose page the pointer may take when a process faults. Corbató's
 * Multics clock is global: one pointer over every process's pages (the
 * Load Leveler's "steals" are its mark). Local replacement gives each
 * process its own pages to lose: the pointer passes over other processes'
 * pages without examining them.
 */
export type Replacement = "global" | "local";

/**
 * One step of the stepwise selection, as the report lists it.
 */
export type ReportStep = { 
/**
 * The variable added.
 */
added: string, 
/**
 * Its F statistic.
 */
f: number, 
/**
 * R² with it.
 */
r2: number, 
/**
 * The residual standard deviation with it.
 */
s: number, 
/**
 * θ0, then the coefficients of the variables chosen so far.
 */
theta: Array<number>, };

/**
 * The sampler's cumulative counters at one instant (Bard 1971, Table 1).
 */
export type Sample = { 
/**
 * When.
 */
t_us: number, 
/**
 * Problem-state time.
 */
problem_us: number, 
/**
 * Supervisor (CP) time.
 */
cp_us: number, 
/**
 * Wait (idle) time.
 */
wait_us: number, 
/**
 * Pages read in.
 */
pages_in: number, 
/**
 * Pages written out.
 */
pages_out: number, 
/**
 * Pages replaced (clean or pushed).
 */
replaced: number, 
/**
 * Replaced pages that belonged to another active process.
 */
stolen: number, 
/**
 * File I/O requests.
 */
vsio: number, 
/**
 * Dispatches of a different process.
 */
dispatches: number, 
/**
 * Supervisor time spent dispatching (Table 1's "Dispatch": CP time not
 * charged to any user).
 */
dispatch_us: number, 
/**
 * Supervisor time spent taking faults and moving the pointer: the lab's
 * truth beside the counters (no DUSETIMR counter records it).
 */
fault_service_us: number, 
/**
 * References completed.
 */
references: number, 
/**
 * Active processes at the moment of sampling.
 */
active: number, 
/**
 * ∫ MPL dt so far, in process-µs.
 */
mpl_integral_us: number, 
/**
 * Pointer moves so far (÷ frames = pointer cycles, Bard 1975's W).
 */
pointer_advances: number, 
/**
 * Active processes ready to run (or running) at the moment of sampling.
 */
ready: number, 
/**
 * Page faults (Bard 1975's page exceptions P).
 */
faults: number, 
/**
 * Terminal interactions ended (waits for the terminal: virtual I/Os with the VSIOs).
 */
terminal_waits: number, 
/**
 * Σ essential interruptions survived by the pages the pointer replaced (eq. 4's numerator).
 */
psi_sum: number, 
/**
 * Pages the pointer replaced (eq. 4's m).
 */
psi_replaced: number, 
/**
 * `psi_sum` over the pages whose owner was active when they were replaced.
 */
psi_sum_active: number, 
/**
 * Pages the pointer replaced while their owner was active.
 */
psi_replaced_active: number, 
/**
 * Per process, its problem-state time since the start (Table 1's user
 * data, "Prob. time"): its references × the reference time.
 */
user_problem_us: Array<number>, 
/**
 * Supervisor time on unmodelled work so far: the lab's truth beside the
 * counters (no DUSETIMR counter records it; the regression never reads it).
 */
unmodelled_us: number, };

/**
 * The sampled curve's terms and its error.
 */
export type SampledCurve = { 
/**
 * R = T / P as used (the rate asked for, rounded to a whole T).
 */
rate: number, 
/**
 * T.
 */
threshold: number, 
/**
 * P.
 */
modulus: number, 
/**
 * Whether SHARDS_adj corrected the first bucket.
 */
adjusted: boolean, 
/**
 * N_s: the references kept.
 */
sampled_references: number, 
/**
 * The distinct pages kept.
 */
sampled_pages: number, 
/**
 * G, the random groups the band is estimated from.
 */
groups: number, 
/**
 * The groups it used (without SHARDS_adj, only those that hold a page).
 */
groups_used: number, 
/**
 * N·R: the references expected in the sample.
 */
expected_references: number, 
/**
 * The 95 % band's half-width at each size, in faults per reference.
 */
band: Array<number>, 
/**
 * The exact curve beside it, when the lab computed both.
 */
exact: ExactComparison | null, };

/**
 * The measurement sampler (Bard 1971's DUSETIMR): cumulative counters every `dt_us`.
 */
export type SamplerConfig = { 
/**
 * Time between samples.
 */
dt_us: number, };

/**
 * The sampler's records from index `from` on, with what each interval they
 * close gives: Bard 1975's Ψ measures, Figure 1's point and its area; and
 * the transitions between areas over the whole run so far.
 */
export type SamplesSince = { 
/**
 * The index of the first record.
 */
from: number, 
/**
 * The records.
 */
samples: Array<Sample>, 
/**
 * Per record after the first of the run, the interval it closes (analysis/psi.rs).
 */
psi: Array<PsiPoint>, 
/**
 * Per record after the first of the run, Figure 1's point `[page_rate, cpu_pct]`.
 */
activity: Array<[number, number]>, 
/**
 * Per record after the first of the run, its point's area of Figure 1
 * under the run's thresholds, as the sampler recorded it (`Records::regions`).
 */
regions: Array<Region>, 
/**
 * P(next area | this area) over every interval of the run so far (not
 * only those from `from`), rows and columns in `Region::index` order
 * (Shils 1968, Figures 4a and 4b), from the transitions the sampler
 * counted as it recorded the areas (`Records::transitions`).
 */
matrix: [[number, number, number], [number, number, number], [number, number, number]], };

/**
 * Everything that determines one history.
 */
export type Scenario = { 
/**
 * Format version (see `SCENARIO_VERSION`).
 */
version: number, 
/**
 * Seed of every random stream.
 */
seed: number, 
/**
 * Memory and replacement parameters.
 */
memory: MemoryConfig, 
/**
 * The drum; `null` makes every transfer instantaneous.
 */
drum: DrumConfig | null, 
/**
 * CPU costs.
 */
cpu: CpuConfig, 
/**
 * The processes, 1 or more.
 */
processes: Array<ProcessConfig>, 
/**
 * Supervisor time per request; absent: only the fault and pointer costs of `cpu`.
 */
supervisor?: SupervisorConfig | null, 
/**
 * Time slice and load control; absent: a process keeps the processor until it blocks.
 */
scheduler?: SchedulerConfig | null, 
/**
 * The measurement sampler, if on.
 */
sampler?: SamplerConfig | null, 
/**
 * The run ends at this simulated time (required with terminal users, who never finish).
 */
duration_us?: number | null, };

/**
 * Load control: the dispatcher's time slice and who may be active.
 */
export type SchedulerConfig = { 
/**
 * Problem time a process may run before the next ready one gets the processor.
 */
time_slice_us?: number, 
/**
 * The largest multiprogramming level; absent: no limit.
 */
max_mpl?: number | null, 
/**
 * The Load Leveler, if on.
 */
load_leveler?: LoadLevelerConfig | null, 
/**
 * Working-set memory management, if on (not together with the Load Leveler).
 */
working_set?: WorkingSetConfig | null, 
/**
 * CP-67's Q1/Q2 stays with their admission rule, if on (alone).
 */
stays?: StaysConfig | null, };

/**
 * The five measures of one run.
 */
export type Score = { 
/**
 * Who controlled the load: `you`, `load-leveler`, `working-set` or `psi`.
 */
controller: string, 
/**
 * References completed per second of the run, all jobs together.
 */
throughput: number, 
/**
 * Problem state, % of the run.
 */
problem_pct: number, 
/**
 * When the last batch job finished, s; null if one had not by the end.
 */
batch_completion_s: number | null, 
/**
 * Mean terminal response (think time's end to the interaction's last reference), s; null without one.
 */
response_s: number | null, 
/**
 * Terminal interactions completed.
 */
interactions: number, 
/**
 * Sampler intervals in area C (Figure 1, under the leveler's x and y), in s.
 */
area_c_s: number, 
/**
 * Area C's share of the sampled time, %.
 */
area_c_pct: number, };

/**
 * The score card: the student's run and the three automatic controllers on the same stream.
 */
export type ScoreCard = { 
/**
 * The problem id: the job stream's seed.
 */
seed: number, 
/**
 * The student's decisions.
 */
decisions: number, 
/**
 * `you` first, then the Load Leveler, the working-set scheduler and the Ψ-scheduler.
 */
scores: Array<Score>, };

/**
 * What a search found.
 */
export type SearchAnswer = { 
/**
 * The counterexample, pages numbered from 1 in order of first use; null if none was found.
 */
string: Array<number> | null, 
/**
 * Belady: the f at which f + 1 frames fault more (the smallest, if several).
 */
frames?: number, 
/**
 * The faults on the string: Belady's `[with f frames, with f + 1]`, or A's and B's.
 */
faults?: SearchFaults, 
/**
 * Every string of at most this many references was searched and none is a counterexample.
 */
searched: number, 
/**
 * Nodes visited (references simulated along the search).
 */
nodes: number, 
/**
 * Whether the budget ran out before the search ended (then `string` is null).
 */
exhausted: boolean, };

/**
 * The faults on the counterexample.
 */
export type SearchFaults = [number, number] | { a: number, b: number, };

/**
 * What is searched for, and within what.
 */
export type SearchQuestion = { "question": "belady", policy: Policy, k: number, pages: number, max_length: number, } | { "question": "beats", a: Policy, b: Policy, frames: number, k: number, pages: number, max_length: number, };

/**
 * The value the core fills in for each section of a scenario given as `{}`.
 */
export type SectionDefaults = { 
/**
 * `memory`.
 */
memory: MemoryConfig, 
/**
 * `drum` (also what a scenario gets when it names none).
 */
drum: DrumConfig, 
/**
 * `cpu`.
 */
cpu: CpuConfig, 
/**
 * `supervisor`.
 */
supervisor: SupervisorConfig, 
/**
 * `scheduler`.
 */
scheduler: SchedulerConfig, 
/**
 * `scheduler.load_leveler`.
 */
load_leveler: LoadLevelerConfig, 
/**
 * `scheduler.working_set`.
 */
working_set: WorkingSetConfig, 
/**
 * `scheduler.stays` (its admission: the Ψ-scheduler with Bard 1975's Table 1).
 */
stays: StaysConfig, 
/**
 * `sampler`.
 */
sampler: SamplerConfig, 
/**
 * Each kind of `scheduler.working_set.policy`, as a section of that kind starts.
 */
window_policies: Array<WindowPolicy>, 
/**
 * Each kind of `scheduler.stays.admission`, as a section of that kind starts.
 */
admissions: Array<Admission>, };

/**
 * A worksheet's policy: the four of the policies stage, or the Multics
 * clock with its free pool and first-time switch (the simulator's).
 */
export type SheetPolicy = "fifo" | "lru" | "opt" | "clock" | "multics";

/**
 * Shils 1968, Figures 3, 4, 6 and 7 on one run.
 */
export type ShilsMetrics = { 
/**
 * The leveler's Δt, in seconds (the sampler's interval too).
 */
dt_s: number, 
/**
 * The leveler's x: page replacements a second above which paging is high.
 */
x_pages_per_s: number, 
/**
 * The leveler's y: the idle share above which the CPU is overly idle.
 */
y_pct: number, 
/**
 * Sampler intervals.
 */
intervals: number, 
/**
 * P(next area | this area), in `Region::index` order (a row of zeros:
 * no interval but the last was in that area).
 */
transition_matrix: [[number, number, number], [number, number, number], [number, number, number]], 
/**
 * OVER → OVER (None: no interval but the last was in OVER).
 */
p_over_over: number | null, 
/**
 * UNDER → UNDER (None: no interval but the last was in UNDER).
 */
p_under_under: number | null, 
/**
 * Intervals per area.
 */
regions: RegionCounts, 
/**
 * Mean % CPU activity.
 */
cpu_activity: number, 
/**
 * Mean page replacements per second.
 */
page_rate: number, 
/**
 * The centre of mass of Figure 1's points.
 */
centre_of_mass: FigurePoint, 
/**
 * Each interval's `[page_rate, cpu_pct]`.
 */
points: Array<[number, number]>, 
/**
 * When the last batch job finished, s (None: not within the run).
 */
batch_completion_s: number | null, 
/**
 * Whether the batch finished.
 */
batch_completed: boolean, 
/**
 * Figure 7: the sleeper's excess delays after each 10 s sleep, in 0.1 s
 * quanta, under each reading of when its delay ends.
 */
sleeper_delays: SleeperDelays, 
/**
 * Jobs the leveler set aside.
 */
set_asides: number, 
/**
 * Mean multiprogramming level.
 */
mean_mpl: number, 
/**
 * References completed.
 */
references: number, 
/**
 * Page faults.
 */
faults: number, 
/**
 * Replaced pages of another active process.
 */
stolen: number, 
/**
 * Problem state, s.
 */
problem_s: number, 
/**
 * Supervisor state, s.
 */
supervisor_s: number, 
/**
 * Wait state, s.
 */
wait_s: number, 
/**
 * Dispatches of a different process.
 */
dispatches: number, 
/**
 * Pages written to the drum.
 */
pushes: number, 
/**
 * Pages read from the drum.
 */
pulls: number, 
/**
 * Pointer examinations.
 */
pointer_steps: number, };

/**
 * What was cut from an arm to open it on its stage.
 */
export type Shortened = { 
/**
 * The opened run's simulated time, when the arm has a duration.
 */
duration_us: number | null, 
/**
 * The arm's own duration.
 */
full_duration_us: number | null, 
/**
 * The references in the opened scenario's strings, all processes together.
 */
references: number, 
/**
 * The references in the arm's strings.
 */
full_references: number, };

/**
 * An event with its narration, as the UI and `pagingsim run --events` read it.
 */
export type SimEvent = { 
/**
 * Its narration (`Event::narrate`).
 */
text: string, 
/**
 * The micro-step that emitted it (1-based).
 */
step: number, 
/**
 * Simulated time in microseconds.
 */
t_us: number, } & ({ "type": "access", pid: number, index: number, page: number, write: boolean, frame: number, after_fault: boolean, } | { "type": "fault", pid: number, index: number, page: number, write: boolean, } | { "type": "pool_low", free: number, low_water: number, n: number, } | { "type": "examine", frame: number, pid: number, page: number, usage: boolean, register_before: number, register_after: number, outcome: Outcome, } | { "type": "block_freed", frame: number, pid: number, page: number, } | { "type": "push_requested", frame: number, pid: number, page: number, sector: number, } | { "type": "push_finished", frame: number, pid: number, page: number, sector: number, queued_us: number, start_us: number, end_us: number, } | { "type": "write_requested", frame: number, pid: number, page: number, sector: number, } | { "type": "write_finished", frame: number, pid: number, page: number, sector: number, queued_us: number, start_us: number, end_us: number, } | { "type": "pool_replenished", selected: number, free: number, } | { "type": "block_assigned", frame: number, pid: number, page: number, } | { "type": "pull_requested", frame: number, pid: number, page: number, sector: number, } | { "type": "pull_finished", frame: number, pid: number, page: number, first_time: boolean, sector: number, queued_us: number, start_us: number, end_us: number, } | { "type": "process_waits", pid: number, page: number, reason: WaitReason, } | { "type": "process_resumes", pid: number, } | { "type": "process_finished", pid: number, } | { "type": "preempted", pid: number, } | { "type": "vsio_started", pid: number, } | { "type": "vsio_finished", pid: number, } | { "type": "interaction_done", pid: number, response_us: number, } | { "type": "think_finished", pid: number, } | { "type": "admitted", pid: number, mpl: number, } | { "type": "set_aside", pid: number, mpl: number, } | { "type": "steal", frame: number, from: number, by: number, } | { "type": "overwrite", frame: number, pid: number, page: number, by: number, } | { "type": "tick", cp_us: number, } | { "type": "unmodelled_cp", cp_us: number, } | { "type": "sampled", index: number, } | { "type": "load_leveler", busy_us: number, interval_us: number, replaced: number, region: Region, action: Action, mpl: number, manual?: boolean, } | { "type": "ws_sampled", pid: number, window: number, kept: number, released: number, expand: boolean, } | { "type": "ws_deactivated", pid: number, demand: number, total: number, frames: number, mpl: number, } | { "type": "window_adjusted", busy_permille: number, window: number, } | { "type": "stay_admitted", pid: number, q1: boolean, claim: number, total: number, storage: number, } | { "type": "stay_ended", pid: number, needed: number, held: number, next: number, } | { "type": "psi_feedback", psi_x10: number, paging: number, steal_pct: number, out_of_bounds: boolean, mpl_limit: number, storage: number, deactivated: number, });

/**
 * A marked point of an LRU lifetime curve.
 */
export type SizeMark = { 
/**
 * The memory size, in frames.
 */
frames: number, 
/**
 * The lifetime there.
 */
lifetime: number, };

/**
 * Shils 1968, Figure 7: how often the 10 s sleeper's delay exceeded what it
 * asked for by 0–0.1 s, 0.1–0.2 s, …, 4 s or more (41 quanta). Shils's
 * program timed its own delay instruction; where the delay ends is a
 * reading, so each is kept:
 */
export type SleeperDelays = { 
/**
 * Until it is first given the processor after its wake-up time (the
 * delay instruction returns).
 */
dispatch: Array<number>, 
/**
 * Until its first reference completes, a fault on that page included —
 * the earliest the program itself can read the clock, so what its
 * recorded delay could measure. The lab's default reading.
 */
first_reference: Array<number>, 
/**
 * Until its brief data collection is done (the whole interaction).
 */
interaction: Array<number>, };

/**
 * CP-67's stays (Bard 1975 §9): a program is admitted for a stay — Q1 after
 * a console interaction, up to `q1_us` of CPU; Q2 otherwise, up to `q2_us` —
 * in priority order (Q1 candidates first, then Q2, first come first served)
 * while the admission rule allows; at the end of a stay it becomes a Q2
 * candidate again.
 */
export type StaysConfig = { 
/**
 * CPU (problem state) of a Q1 stay.
 */
q1_us: number, 
/**
 * CPU of a Q2 stay.
 */
q2_us: number, 
/**
 * The admission rule.
 */
admission: Admission, 
/**
 * CP-67's choice of the page to overwrite (Bard 1971, Appendix: "CP
 * first attempts to overwrite a page not belonging to a user in a queue;
 * if no such pages can be found, a page is 'stolen' from a user in a
 * queue"): a page of a program outside the active set is taken before
 * the pointer runs. Off (the default), every page waits for the pointer
 * (Bard 1975 §2: "no discrimination among pages on the basis of
 * ownership").
 */
unqueued_first?: boolean, };

/**
 * Which feedback rules act (Bard 1975 §10).
 */
export type Strategy = "one" | "two" | "three";

/**
 * Supervisor (CP) time charged per request (Bard 1971, eq. 1 and Table 5,
 * data set III-3): θ0 per second of real time, θ1 per VSIO, θ3 per page
 * I/O, θ5 per second of problem state, and a dispatch cost per switch —
 * and, if asked, CP work no counter records (Bard's "unaccounted-for
 * activities", the cause of his predominantly positive outliers): bursts
 * of `unmodelled_us` at exponential gaps of mean `unmodelled_every_us`.
 */
export type SupervisorConfig = { 
/**
 * θ0: CP µs per second of real time (8.9 ms/s), charged at every timer tick.
 */
theta0_us_per_s?: number, 
/**
 * θ1: CP µs per VSIO (8.1 ms).
 */
vsio_us?: number, 
/**
 * θ3: CP µs per page I/O, pull or push (2.2 ms).
 */
page_io_us?: number, 
/**
 * θ5: CP µs per second of problem state (138 ms/s).
 */
problem_us_per_s?: number, 
/**
 * CP µs to dispatch a different process (Table 6: about 0.7 ms).
 */
dispatch_us?: number, 
/**
 * The timer tick that charges θ0.
 */
tick_us?: number, 
/**
 * Mean time between bursts of unmodelled CP work (exponential gaps); 0: none.
 */
unmodelled_every_us?: number, 
/**
 * CP µs of one burst of unmodelled work (no counter records it).
 */
unmodelled_us?: number, };

/**
 * Corbató 1968, Tables 1–2: faults and the pointer's travel.
 */
export type SweepMetrics = { 
/**
 * Page faults.
 */
faults: number, 
/**
 * Pointer examinations.
 */
pointer_steps: number, 
/**
 * Supervisor time for faults, pointer travel included.
 */
fault_service_us: number, 
/**
 * Faults no replacement rule can avoid: each page's first reference
 * (the distinct pages of the string; the same in every arm).
 */
first_references: number, };

/**
 * One point of a k-sweep.
 */
export type SweepPoint = { 
/**
 * Register length.
 */
k: number, 
/**
 * Page faults.
 */
faults: number, 
/**
 * Pointer examinations.
 */
pointer_steps: number, 
/**
 * Supervisor time for faults, pointer travel included.
 */
fault_service_us: number, };

/**
 * Nishigaki 1981, Table 1: one program under one criterion, measured against optimal.
 */
export type Table1Metrics = { 
/**
 * S1, S2 or S3.
 */
program: string, 
/**
 * The knee the OWE aimed at (for a fixed window: whose optimum it holds).
 */
criterion: KneeCriterion, 
/**
 * The window was held at the exact optimum (§4's overhead runs), not set by the OWE.
 */
fixed: boolean, 
/**
 * The mean window chosen, in instructions.
 */
mean_window: number, 
/**
 * Its mean working-set size, pages.
 */
mean_working_set: number, 
/**
 * The space-time measured (X or Y per reference).
 */
space_time: number, 
/**
 * Turner's optimal window, in instructions.
 */
optimal_window: number, 
/**
 * The working-set size there.
 */
optimal_working_set: number, 
/**
 * The optimal space-time.
 */
optimal_space_time: number, 
/**
 * The optimal window is the smallest (Δ) or the largest the OWE can
 * set, so the least X or Y may lie outside the windows measured.
 */
optimal_at_edge: boolean, 
/**
 * Sample points of the run.
 */
sample_points: number, 
/**
 * References completed in the run's fixed time.
 */
references: number, 
/**
 * Supervisor time ÷ elapsed: here only the OWE's own work (transfers are instantaneous and faults free).
 */
supervisor_share: number, };

/**
 * Processor use at one multiprogramming level.
 */
export type ThrashingMetrics = { 
/**
 * The arm's MPL bound.
 */
max_mpl: number | null, 
/**
 * Mean multiprogramming level.
 */
mean_mpl: number, 
/**
 * Problem state (useful work), % of elapsed.
 */
problem_pct: number, 
/**
 * Problem and supervisor state, % of elapsed.
 */
cpu_busy_pct: number, 
/**
 * References completed.
 */
references: number, 
/**
 * Page faults.
 */
faults: number, 
/**
 * Page replacements per second.
 */
page_rate: number, };

/**
 * The head of a trace and what is beyond it.
 */
export type TraceHead = { 
/**
 * References in the whole trace.
 */
references: number, 
/**
 * References in the head (at most the `first` asked for).
 */
first: number, 
/**
 * The head as a typed string, the lab's page numbers, `w` after a write.
 */
text: string, 
/**
 * Whether the trace's pages were renumbered (pages beyond 2³¹ − 1).
 */
renumbered: boolean, 
/**
 * When renumbered: each page of the head (the lab's number) with its
 * original number in hexadecimal (`0x…`), in the order of the lab's numbers.
 */
original: Array<[number, string]>, };

/**
 * One queued or running transfer.
 */
export type Transfer = { 
/**
 * Pull or push.
 */
direction: Direction, 
/**
 * The core block.
 */
frame: number, 
/**
 * The page's owner.
 */
owner: number, 
/**
 * The virtual page.
 */
page: number, 
/**
 * The drum sector holding the page.
 */
sector: number, 
/**
 * When it was requested.
 */
queued_at: Micros, };

/**
 * The supervisor costs the run charged, in the regression's units (ms per unit of each variable).
 */
export type TrueTheta = { 
/**
 * θ0: ms per second of real time.
 */
theta0: number, 
/**
 * ms per VSIO.
 */
vsio: number, 
/**
 * ms per page I/O on average over the run: the charge per transfer
 * plus the faults' service and the pointer's search shared over the
 * page I/Os.
 */
page_io: number, 
/**
 * Of `page_io`, the charge per transfer.
 */
page_io_fixed: number, 
/**
 * ms per second of problem state.
 */
problem_state: number, 
/**
 * ms per dispatch of a different process.
 */
dispatch: number, };

/**
 * Why a process gave up the processor (box 8).
 */
export type WaitReason = "pull" | "in_transit" | "free_block";

/**
 * A marked point of a working-set lifetime curve.
 */
export type WindowMark = { 
/**
 * The window, in references.
 */
window: number, 
/**
 * The mean working-set size there.
 */
mean_size: number, 
/**
 * The lifetime there.
 */
lifetime: number, };

/**
 * How the working-set windows are chosen.
 */
export type WindowPolicy = { "kind": "uni_window", adjust_us: number, busy_low: number, busy_high: number, } | { "kind": "owe", criterion: KneeCriterion, alpha: number, s: number, };

/**
 * Working-set memory management (Denning 1968; Nishigaki 1981 §3). Each
 * program's virtual time is sampled every Δ; at a sample point the pages
 * unreferenced for the program's window T = window·Δ are released, and the
 * unreferenced interval counters give w(t_n, T_m) for T_m = mΔ (eq. 3.10).
 * Programs are admitted while their working sets fit in memory and
 * deactivated (swapped out, most recently admitted first) when they do not.
 * Virtual time is counted in instructions, `instructions_per_reference` to
 * a reference, so the paper's parameters keep their values.
 */
export type WorkingSetConfig = { 
/**
 * Instructions of virtual time one reference stands for.
 */
instructions_per_reference: number, 
/**
 * Δ: the sampling interval of each program's virtual time, in instructions (Table 1: 200,000).
 */
delta: number, 
/**
 * The window every program starts with, in Δ (T = window·Δ).
 */
window: number, 
/**
 * The largest window, in Δ.
 */
max_window: number, 
/**
 * How windows are chosen.
 */
policy: WindowPolicy, 
/**
 * Which counters belong to the window T_m (eq. 3.10's reading).
 */
counter_rule?: CounterRule, 
/**
 * The OWE's own work at a sample point, in instructions per resident
 * page of the program (Nishigaki 1981 §4: "a large part of the OWE's
 * processing is done for each page"), charged as supervisor time; 0
 * makes the estimator free. Not charged under the uni-window scheduler.
 */
owe_instructions_per_page?: number, 
/**
 * The pages a program is assumed to need before its first sample point
 * has measured its working set (a scheduler's initial estimate, e.g. its
 * class's expected working set); 0: none — a new program counts only
 * the pages it holds, so every program is admitted at the start.
 */
initial_demand?: number, };

/**
 * Working-set management's state.
 */
export type WorkingSetView = { 
/**
 * The configuration.
 */
config: WorkingSetConfig, 
/**
 * Δ in references.
 */
delta_refs: number, 
/**
 * The uni-window scheduler's shared window, in Δ.
 */
shared_window: number, 
/**
 * Programs swapped out because the working sets did not fit.
 */
deactivations: number, 
/**
 * Per program, in pid order.
 */
processes: Array<WsProcessView>, };

/**
 * A reference-string model with its parameters.
 */
export type Workload = { "kind": "typed", text: string, } | { "kind": "lru_stack", pages: number, length: number, q: QShape, write_fraction: number, } | { "kind": "king_size", pages: number, length: number, dwell?: number, write_fraction: number, } | { "kind": "uniform", pages: number, length: number, write_fraction: number, } | { "kind": "phased", pages: number, length: number, locality_pages: number, phase_length: number, core_pages: number, core_fraction: number, core_skew?: number, write_fraction: number, };

/**
 * A worksheet as the CLI prints it and the stage reads it: the problem,
 * its columns, the answer key (rows and the cells as the student writes
 * them) and the misconceptions its checking can name.
 */
export type Worksheet = { 
/**
 * The problem.
 */
problem: WorksheetProblem, 
/**
 * The table's columns after the reference, left to right.
 */
columns: Array<WorksheetColumn>, 
/**
 * The key, one row per reference.
 */
key: Array<WorksheetRow>, 
/**
 * The key's cells as written (`Row::cells`).
 */
key_cells: Array<Array<string>>, 
/**
 * Faults in the key.
 */
faults: number, 
/**
 * The misconceptions this worksheet's checking can name.
 */
catalogue: Array<Misconception>, 
/**
 * The Multics clock's scenario (its links open it on the Multics clock stage).
 */
scenario: Scenario | null, };

/**
 * A student's answers: per row, the cells as typed ("" for blank), in the problem's columns.
 */
export type WorksheetAnswer = { 
/**
 * One per reference from the first (fewer while the sheet is being filled).
 */
rows: Array<Array<string>>, };

/**
 * A checked worksheet.
 */
export type WorksheetCheck = { 
/**
 * Per row and column.
 */
marks: Array<Array<CellMark>>, 
/**
 * Cells right.
 */
right: number, 
/**
 * Cells wrong or invalid.
 */
wrong: number, 
/**
 * Cells not filled (of every row of the sheet).
 */
blank: number, 
/**
 * The first row with a wrong cell.
 */
first_wrong: number | null, 
/**
 * The misconceptions that explain it (none: a mistake the catalogue does not know).
 */
named: Array<NamedMisconception>, };

/**
 * A column of the table after the reference's page, as the student fills it.
 */
export type WorksheetColumn = { "kind": "outcome" } | { "kind": "victim" } | { "kind": "evicted" } | { "kind": "frame", slot: number, } | { "kind": "pointer" } | { "kind": "list" } | { "kind": "usage", slot: number, } | { "kind": "first_time", slot: number, } | { "kind": "register", slot: number, };

/**
 * A worksheet's problem.
 */
export type WorksheetProblem = { 
/**
 * The problem id.
 */
seed: number, 
/**
 * The policy.
 */
policy: SheetPolicy, 
/**
 * Frames.
 */
frames: number, 
/**
 * The clock's register length (0 for FIFO, LRU and OPT).
 */
k: number, 
/**
 * The blocks the Multics clock frees at a time (0 for the others).
 */
pool_n: number, 
/**
 * The reference string.
 */
pages: Array<number>, };

/**
 * One reference's row of the table: what happened and the frames afterwards.
 */
export type WorksheetRow = { 
/**
 * The page referenced.
 */
page: number, 
/**
 * Whether it faulted.
 */
fault: boolean, 
/**
 * The page replaced, if a full memory faulted.
 */
victim: number | null, 
/**
 * The Multics clock: the pages the pointer moved out during the reference, in order.
 */
evicted: Array<number>, 
/**
 * The page in each frame afterwards (null: free).
 */
frames: Array<number | null>, 
/**
 * The clock's pointer afterwards (the clock only).
 */
pointer: number | null, 
/**
 * The Multics clock: the frames on the list from the pointer on.
 */
list: Array<number>, 
/**
 * The clock's usage bits afterwards (the clock only).
 */
usage: Array<boolean>, 
/**
 * The Multics clock's first-time switches afterwards.
 */
first_time: Array<boolean>, 
/**
 * The clock's k-bit registers afterwards (the clock only).
 */
registers: Array<number>, };

/**
 * What names a worksheet: the seed, and optionally the policy, frames and
 * the clock's register length (else the seed picks them).
 */
export type WorksheetSpec = { 
/**
 * The problem id.
 */
seed: number, 
/**
 * FIFO, LRU, OPT, the plain clock or the Multics clock.
 */
policy?: SheetPolicy, 
/**
 * Frames, 1..=`MAX_FRAMES`.
 */
frames?: number, 
/**
 * The clock's register length, 1..=`MAX_K` (the clocks only).
 */
k?: number, };

/**
 * A point of a program's window history.
 */
export type WsPoint = { 
/**
 * Simulated time.
 */
t_us: number, 
/**
 * The program's virtual time, in instructions.
 */
vt: number, 
/**
 * The window chosen, in Δ.
 */
window: number, 
/**
 * Pages kept (its working set w(t_n, T)).
 */
kept: number, };

/**
 * One program under working-set management (Nishigaki 1981).
 */
export type WsProcessView = { 
/**
 * `[page, unreferenced interval counter]` of each resident page, in frame order.
 */
counters: Array<[number, number]>, 
/**
 * Its window, in Δ.
 */
window: number, 
/**
 * Its working set after the last release (its claim on memory).
 */
demand: number, 
/**
 * References since its last sample point.
 */
since_sample: number, 
/**
 * The last sample point: w(t_n, T_m), the OWE's criterion, pages released.
 */
last: WsSample | null, 
/**
 * The last `WS_HISTORY` points of its window history.
 */
history: Array<WsPoint>, };

/**
 * What one sample point of one program measured and did.
 */
export type WsSample = { 
/**
 * Simulated time.
 */
t_us: number, 
/**
 * The program's virtual time, in instructions.
 */
vt: number, 
/**
 * w(t_n, T_m) for m = 1…M+1, index m − 1.
 */
w: Array<number>, 
/**
 * The window T_M the sample was measured with, in Δ.
 */
measured_window: number, 
/**
 * The window chosen, in Δ.
 */
window: number, 
/**
 * The OWE's criterion (χ or ψ) for m = 1…M.
 */
criterion: Array<number>, 
/**
 * Replacement was suspended (the OWE's expansion heuristic).
 */
expand: boolean, 
/**
 * The pages released.
 */
released: Array<number>, };
