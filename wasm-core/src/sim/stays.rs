//! CP-67's stays and their admission: the CP-67 scheduler and the
//! Ψ-scheduler (Bard 1975 §9–11; the arithmetic is `scheduler::psi`).
//!
//! A terminal user whose think time ends is a Q1 candidate; a batch job, or a
//! user whose Q1 stay used its whole quantum, a Q2 candidate. Candidates are
//! admitted in priority order — Q1 first, then Q2, first come first served —
//! while the admission rule holds: Σ claims of the active programs plus the
//! candidate's ≤ N (the pageable frames, or the feedback's lower N), and the
//! MPL below any limit the feedback set. A stay ends when its CPU quantum is
//! used (the program becomes a Q2 candidate) or its interaction ends.
//!
//! The claim: under CP-67, the storage its last stay says it needs to page
//! at the desirable rate (`scheduler::cp67`), and the candidate's queue (Q1
//! or Q2) must have room; under the Ψ-scheduler, the prediction A*k+1 for the stay's type,
//! from S/Q of each stay (resident pages summed at each page exception, over
//! the exceptions) scaled to Ψc with the last check's Ψs* (eqs. 7–8) and
//! smoothed (eqs. 9–10). A first stay claims Ā0 of its type.

use super::{Membership, Record, Simulator};
use crate::event::EventKind;
use crate::scenario::{Admission, ProcessClass};
use crate::scheduler::agenda::Due;
use crate::scheduler::cp67::storage_for_rate;
use crate::scheduler::psi::{feedback, scale_to_critical, Check, Estimate, Restriction};
use serde::Serialize;

/// One program's stays.
#[derive(Clone, Debug, Serialize)]
pub struct StayProc {
    /// Its next (or current) stay is interactive (Q1).
    pub q1: bool,
    /// Problem time used in the current stay.
    pub used_us: u64,
    /// S: resident pages summed at each page exception of the stay.
    pub s: u64,
    /// Q: page exceptions of the stay.
    pub q: u64,
    /// The estimates for Q1 and Q2 stays.
    pub estimate: [Estimate; 2],
    /// CP-67's estimate of the storage it needs (None before its first stay).
    pub need: Option<f64>,
    /// What it claimed when admitted.
    pub claim: f64,
    /// Stays completed.
    pub stays: u64,
}

/// One feedback check.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PsiCheck {
    /// When.
    pub t_us: u64,
    /// Ψs* of the interval.
    pub psi_s_star: Option<f64>,
    /// Page reads per second.
    pub paging_rate: f64,
    /// Stolen ÷ replaced.
    pub steal_ratio: Option<f64>,
    /// Which limits were exceeded.
    pub check: Check,
    /// The restriction from then on.
    pub restriction: Restriction,
    /// Programs deactivated at once.
    pub deactivated: u32,
}

/// The stays part of the state.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Stays {
    /// Per program (empty when stays are off).
    pub procs: Vec<StayProc>,
    /// The feedback's restriction.
    pub restriction: Option<Restriction>,
    /// Ψs* at the last check.
    pub psi_s_star: Option<f64>,
    /// Counters at the last check: t, faults, vsio, M, pointer advances, pulls, stolen, replaced.
    mark: [u64; 8],
}

impl Simulator {
    /// Stays at time 0: batch jobs Q2 candidates, the first feedback check on the agenda.
    pub(super) fn start_stays(&mut self) {
        let Some(cfg) = self.scenario.stays().cloned() else { return };
        let (a1, a2) = match cfg.admission {
            Admission::Cp67 { a0_q1, a0_q2, .. } | Admission::Psi { a0_q1, a0_q2, .. } => (a0_q1, a0_q2),
        };
        let n = self.scenario.memory.frames as f64;
        self.state.stays = Stays {
            procs: self
                .scenario
                .processes
                .iter()
                .map(|p| StayProc {
                    q1: matches!(p.class, ProcessClass::Terminal { .. }),
                    used_us: 0,
                    s: 0,
                    q: 0,
                    estimate: [Estimate::initial(a1), Estimate::initial(a2)],
                    need: None,
                    claim: 0.0,
                    stays: 0,
                })
                .collect(),
            restriction: Some(Restriction { mpl_limit: None, storage: n }),
            ..Stays::default()
        };
        if let Admission::Psi { feedback, measure_us, .. } = &cfg.admission {
            self.state.agenda.at(feedback.as_ref().map_or(*measure_us, |fb| fb.check_us), Due::PsiCheck);
        }
    }

    /// What candidate `p` claims for its next stay.
    fn claim(&self, p: usize) -> f64 {
        let st = &self.state.stays.procs[p];
        let kind = if st.q1 { 0 } else { 1 };
        match self.scenario.stays().expect("stays on").admission {
            Admission::Cp67 { .. } => st.need.unwrap_or(st.estimate[kind].predicted),
            Admission::Psi { .. } => st.estimate[kind].predicted,
        }
    }

    /// The next candidate in priority order (Q1 before Q2, first come first
    /// served), with its position in the queue; under CP-67, only candidates
    /// whose queue has room (Bard 1971, Appendix).
    pub(super) fn stay_candidate(&self) -> Option<(usize, u16)> {
        let q = &self.state.lc.eligible;
        let room = self.queue_room();
        let eligible = |pid: &u16| {
            let q1 = self.state.stays.procs[*pid as usize].q1;
            self.state.lc.load[*pid as usize].membership == Membership::Eligible && room[usize::from(!q1)]
        };
        q.iter()
            .position(|pid| eligible(pid) && self.state.stays.procs[*pid as usize].q1)
            .or_else(|| q.iter().position(eligible))
            .map(|i| (i, q[i]))
    }

    /// Whether Q1 and Q2 have room: under CP-67, fewer active stays of the
    /// type than its limit; under the Ψ-scheduler, always.
    fn queue_room(&self) -> [bool; 2] {
        let Admission::Cp67 { q1_limit, q2_limit, .. } = self.scenario.stays().expect("stays on").admission else {
            return [true, true];
        };
        let active = |q1: bool| {
            (0..self.state.procs.len())
                .filter(|&p| {
                    self.state.lc.load[p].membership == Membership::Active && self.state.stays.procs[p].q1 == q1
                })
                .count() as u32
        };
        [active(true) < q1_limit, active(false) < q2_limit]
    }

    /// Whether candidate `p` may be admitted now; narrates the test.
    pub(super) fn stay_admits(&mut self, p: usize) -> bool {
        let r = self.state.stays.restriction.expect("stays on");
        let active: f64 = (0..self.state.procs.len())
            .filter(|&q| self.state.lc.load[q].membership == Membership::Active)
            .map(|q| self.state.stays.procs[q].claim)
            .sum();
        let claim = self.claim(p);
        let mpl_ok = r.mpl_limit.is_none_or(|m| self.state.lc.active < m);
        let fits = self.state.lc.active == 0 || (active + claim <= r.storage && mpl_ok);
        if fits {
            self.state.stays.procs[p].claim = claim;
            self.state.stays.procs[p].used_us = 0;
            self.state.stays.procs[p].s = 0;
            self.state.stays.procs[p].q = 0;
            let (total, storage) = ((active + claim).round() as u32, r.storage.round() as u32);
            self.emit(EventKind::StayAdmitted {
                pid: p as u16,
                q1: self.state.stays.procs[p].q1,
                claim: claim.round() as u32,
                total,
                storage,
            });
        }
        fits
    }

    /// A page exception of `p` during its stay: S gains its resident pages, Q one.
    pub(super) fn stay_fault(&mut self, p: usize) {
        if self.state.stays.procs.is_empty() {
            return;
        }
        let resident = self.state.lc.load[p].resident as u64;
        let st = &mut self.state.stays.procs[p];
        st.s += resident;
        st.q += 1;
    }

    /// References `p` may still take before its quantum ends, less one (for `hit_budget`).
    pub(super) fn refs_before_quantum(&self, p: usize) -> Option<u64> {
        let cfg = self.scenario.stays()?;
        let st = &self.state.stays.procs[p];
        let quantum = if st.q1 { cfg.q1_us } else { cfg.q2_us };
        let us = self.scenario.cpu.reference_us.max(1);
        Some(quantum.saturating_sub(st.used_us).div_ceil(us).saturating_sub(1))
    }

    /// Counts `n` references of problem time; true when `p`'s quantum is used up.
    pub(super) fn stay_time(&mut self, p: usize, n: u64) -> bool {
        let Some(cfg) = self.scenario.stays() else { return false };
        let quantum = |q1: bool| if q1 { cfg.q1_us } else { cfg.q2_us };
        let us = self.scenario.cpu.reference_us.max(1);
        let st = &mut self.state.stays.procs[p];
        st.used_us += n * us;
        st.used_us >= quantum(st.q1)
    }

    /// The end of `p`'s stay: its requirement A_k is recorded (eqs. 7–10), and
    /// it leaves the active set — to think, or as a Q2 candidate.
    pub(super) fn end_stay(&mut self, p: usize, to: Membership) {
        let cfg = self.scenario.stays().expect("stays on").clone();
        let held = self.state.lc.load[p].resident;
        let psi_s_star = self.state.stays.psi_s_star;
        let st = &mut self.state.stays.procs[p];
        let a = if st.q > 0 { st.s as f64 / st.q as f64 } else { held as f64 };
        let kind = if st.q1 { 0 } else { 1 };
        let next = match cfg.admission {
            Admission::Psi { psi_c, beta, alpha, rho, .. } => {
                let a_c = psi_s_star.map_or(a, |x| scale_to_critical(a, x, psi_c, beta));
                st.estimate[kind] = st.estimate[kind].update(a_c, alpha, rho);
                st.estimate[kind].predicted
            }
            Admission::Cp67 { target_rate, gamma, .. } => {
                let need = storage_for_rate(a, st.q, st.used_us, target_rate, gamma);
                st.need = Some(need);
                need
            }
        }
        .round() as u32;
        st.stays += 1;
        st.q1 = false;
        self.emit(EventKind::StayEnded { pid: p as u16, needed: a.round() as u32, held, next });
        self.leave_active(p, to);
        if to == Membership::Eligible {
            self.state.lc.eligible.push_back(p as u16);
            self.admit_eligible();
        }
    }

    /// A terminal user's think time ended: a Q1 candidate.
    pub(super) fn stay_interactive(&mut self, p: usize) {
        if let Some(st) = self.state.stays.procs.get_mut(p) {
            st.q1 = true;
        }
    }

    /// The agenda's `PsiCheck`: Ψs* of the interval is measured (for eqs.
    /// 7–8); with the feedback on, it, the paging rate and the steal ratio
    /// are set against Ψm, PM and SM and the strategy acts; with it off, the
    /// next measurement is `measure_us` on.
    pub(super) fn psi_check(&mut self) {
        let cfg = self.scenario.stays().expect("stays on").clone();
        let Admission::Psi { psi_m, feedback: on, measure_us, .. } = cfg.admission else { unreachable!() };
        let (psi_s_star, paging_rate, steal_ratio) = self.measure_psi();
        let Some(fb) = on else {
            self.state.agenda.at(self.state.now.0 + measure_us, Due::PsiCheck);
            return;
        };
        let check = Check {
            psi_low: psi_s_star.is_some_and(|x| x < psi_m),
            paging_high: paging_rate > fb.pm,
            steal_high: steal_ratio.is_some_and(|s| s > fb.sm),
        };
        let r = self.state.stays.restriction.expect("stays on");
        let frames = self.scenario.memory.frames as f64;
        let decision = feedback(fb.strategy, check, r, self.state.lc.active, frames);
        self.state.stays.restriction = Some(decision.restriction);
        let mut deactivated = 0;
        while deactivated < decision.deactivate && self.state.lc.active > 1 {
            let active: Vec<usize> = (0..self.state.procs.len())
                .filter(|&q| self.state.lc.load[q].membership == Membership::Active)
                .collect();
            let claims: f64 = active.iter().map(|&q| self.state.stays.procs[q].claim).sum();
            if decision.deactivate == u32::MAX && claims <= decision.restriction.storage {
                break;
            }
            let victim = *active.iter().max_by_key(|&&q| self.state.lc.load[q].order).expect("an active program");
            self.end_stay(victim, Membership::Eligible);
            deactivated += 1;
        }
        self.emit(EventKind::PsiFeedback {
            psi_x10: psi_s_star.map_or(0, |x| (x * 10.0).round() as u32),
            paging: paging_rate.round() as u32,
            steal_pct: steal_ratio.map_or(0, |s| (s * 100.0).round() as u32),
            out_of_bounds: check.any(),
            mpl_limit: decision.restriction.mpl_limit.unwrap_or(0),
            storage: decision.restriction.storage.round() as u32,
            deactivated,
        });
        if !self.within_budget(Record::PsiChecks, self.records.psi_checks.len()) {
            return;
        }
        self.records.psi_checks.push(PsiCheck {
            t_us: self.state.now.0,
            psi_s_star,
            paging_rate,
            steal_ratio,
            check,
            restriction: decision.restriction,
            deactivated,
        });
        self.admit_eligible();
        self.state.agenda.at(self.state.now.0 + fb.check_us, Due::PsiCheck);
    }

    /// Ψs* (eq. 5), page reads per second and the steal ratio since the last
    /// measurement; Ψs* kept for eqs. 7–8 (the last one, if this interval had none).
    fn measure_psi(&mut self) -> (Option<f64>, f64, Option<f64>) {
        let sample = self.sample_now();
        let now = [
            sample.t_us,
            sample.faults,
            sample.vsio + sample.terminal_waits,
            sample.mpl_integral_us,
            sample.pointer_advances,
            sample.pages_in,
            sample.stolen,
            sample.replaced,
        ];
        let m = self.state.stays.mark;
        let d = |i: usize| (now[i] - m[i]) as f64;
        let frames = self.scenario.memory.frames as f64;
        let (dt, dm, dw) = (d(0), d(3), d(4) / frames);
        let psi_s_star = (dm > 0.0 && dw > 0.0).then(|| 1.5 * (d(1) + d(2)) * dt / (dm * dw));
        let paging_rate = d(5) * 1e6 / dt.max(1.0);
        let steal_ratio = (d(7) > 0.0).then(|| d(6) / d(7));
        self.state.stays.mark = now;
        self.state.stays.psi_s_star = psi_s_star.or(self.state.stays.psi_s_star);
        (psi_s_star, paging_rate, steal_ratio)
    }
}
