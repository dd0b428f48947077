//! Validation of a scenario: every field against what it allows, with
//! errors naming the field, the value and the range; and the rules that keep
//! every run bounded (docs/SCENARIO.md, "Limits"): simulated time must be
//! able to advance, a run may make at most `MAX_RUN_REFERENCES`
//! references, and what it holds — its strings, page tables and records —
//! must fit the memory budget (`sim::footprint`).

use super::*;

impl Scenario {
    /// Checks every field; the first problem found is returned.
    pub fn validate(&self) -> Result<(), ValidationError> {
        check::range_u32("version", self.version, SCENARIO_VERSION, SCENARIO_VERSION)?;
        let m = &self.memory;
        check::range_u32("memory.frames", m.frames, 1, MAX_FRAMES)?;
        check::range_u32("memory.k", m.k, 0, MAX_K)?;
        check::range_u32("memory.pool_n", m.pool_n, 0, m.frames)?;
        if m.pool_n > 0 {
            check::range_u32("memory.pool_low_water", m.pool_low_water, 0, m.frames - m.pool_n)?;
        } else {
            check::range_u32("memory.pool_low_water", m.pool_low_water, 0, 0)?;
        }
        if let Some(start) = m.pointer_start {
            check::range_u32("memory.pointer_start", start, 0, m.frames - 1)?;
        }
        if let Some(d) = &self.drum {
            check::range_u64("drum.rotation_us", d.rotation_us, 1, 10_000_000)?;
            check::range_u32("drum.sectors", d.sectors, 1, 1024)?;
            let sector_us = d.rotation_us / d.sectors as u64;
            check::range_u64("drum.transfer_us", d.transfer_us, 1, sector_us.max(1))?;
        }
        check::range_u64("cpu.reference_us", self.cpu.reference_us, 0, 1_000_000)?;
        check::range_u64("cpu.fault_us", self.cpu.fault_us, 0, 1_000_000)?;
        check::range_u64("cpu.examine_us", self.cpu.examine_us, 0, 1_000_000)?;
        check::range_u32("processes", self.processes.len() as u32, 1, MAX_PROCESSES)?;
        for (i, p) in self.processes.iter().enumerate() {
            p.workload.validate(&format!("processes[{i}].workload"))?;
            if let ProcessClass::Terminal { think_us, burst, .. } = p.class {
                check::range_u64(&format!("processes[{i}].class.think_us"), think_us, 1, 3_600_000_000)?;
                check::range_u32(&format!("processes[{i}].class.burst"), burst, 1, 10_000_000)?;
            }
            if p.vsio_every > 0 {
                check::range_u64(&format!("processes[{i}].vsio_us"), p.vsio_us, 1, 60_000_000)?;
            }
        }
        if let Some(v) = &self.supervisor {
            check::range_u64("supervisor.tick_us", v.tick_us, 1_000, 10_000_000)?;
            check::range_u64("supervisor.theta0_us_per_s", v.theta0_us_per_s, 0, 500_000)?;
            check::range_u64("supervisor.problem_us_per_s", v.problem_us_per_s, 0, 1_000_000)?;
            check::range_u64("supervisor.vsio_us", v.vsio_us, 0, 1_000_000)?;
            check::range_u64("supervisor.page_io_us", v.page_io_us, 0, 1_000_000)?;
            check::range_u64("supervisor.dispatch_us", v.dispatch_us, 0, 1_000_000)?;
            if v.unmodelled_every_us != 0 {
                let every = v.unmodelled_every_us;
                check::range_u64("supervisor.unmodelled_every_us", every, 1_000_000, 3_600_000_000)?;
                // The bursts take at most half the mean gap: the processor is not the supervisor's alone.
                check::range_u64("supervisor.unmodelled_us", v.unmodelled_us, 1, every / 2)?;
            }
        }
        if let Some(sch) = &self.scheduler {
            check::range_u64("scheduler.time_slice_us", sch.time_slice_us, 1, 60_000_000)?;
            if let Some(m) = sch.max_mpl {
                check::range_u32("scheduler.max_mpl", m, 1, MAX_PROCESSES)?;
            }
            if let Some(ll) = &sch.load_leveler {
                check::range_f64("scheduler.load_leveler.x_pages_per_s", ll.x_pages_per_s, 0.0, 1e6)?;
                check::range_f64("scheduler.load_leveler.y_pct", ll.y_pct, 0.0, 100.0)?;
                check::range_u64("scheduler.load_leveler.dt_us", ll.dt_us, 4, 3_600_000_000)?;
                if let Some(decisions) = &ll.manual {
                    self.validate_manual(decisions, ll.dt_us)?;
                }
            }
            if let Some(st) = &sch.stays {
                check::range_u64("scheduler.stays.q1_us", st.q1_us, 1, 3_600_000_000)?;
                check::range_u64("scheduler.stays.q2_us", st.q2_us, 1, 3_600_000_000)?;
                let f = |n: &str| format!("scheduler.stays.admission.{n}");
                match &st.admission {
                    Admission::Cp67 { q1_limit, q2_limit, target_rate, gamma, a0_q1, a0_q2 } => {
                        check::range_u32(&f("q1_limit"), *q1_limit, 1, 10_000)?;
                        check::range_u32(&f("q2_limit"), *q2_limit, 1, 10_000)?;
                        check::range_f64(&f("target_rate"), *target_rate, 0.01, 1e6)?;
                        check::range_f64(&f("gamma"), *gamma, 0.1, 10.0)?;
                        check::range_f64(&f("a0_q1"), *a0_q1, 0.0, 1e6)?;
                        check::range_f64(&f("a0_q2"), *a0_q2, 0.0, 1e6)?;
                    }
                    Admission::Psi { psi_c, psi_m, beta, a0_q1, a0_q2, alpha, rho, feedback, measure_us } => {
                        check::range_u64(&f("measure_us"), *measure_us, 1_000, 3_600_000_000)?;
                        check::range_f64(&f("psi_c"), *psi_c, 0.01, 1e4)?;
                        check::range_f64(&f("psi_m"), *psi_m, 0.0, 1e4)?;
                        check::range_f64(&f("beta"), *beta, 0.0, 10.0)?;
                        check::range_f64(&f("a0_q1"), *a0_q1, 0.0, 1e6)?;
                        check::range_f64(&f("a0_q2"), *a0_q2, 0.0, 1e6)?;
                        check::range_f64(&f("alpha"), *alpha, 0.0, 1.0)?;
                        check::range_f64(&f("rho"), *rho, 0.0, 1.0)?;
                        if let Some(fb) = feedback {
                            check::range_f64(&f("feedback.pm"), fb.pm, 0.0, 1e6)?;
                            check::range_f64(&f("feedback.sm"), fb.sm, 0.0, 1.0)?;
                            check::range_u64(&f("feedback.check_us"), fb.check_us, 1_000, 3_600_000_000)?;
                        }
                    }
                }
                if sch.load_leveler.is_some() || sch.working_set.is_some() {
                    return Err(ValidationError::new(
                        "scheduler.stays",
                        "on",
                        "null when the Load Leveler or working sets are on (one load control at a time)",
                    ));
                }
            }
            if let Some(ws) = &sch.working_set {
                ws.validate()?;
                if sch.load_leveler.is_some() {
                    return Err(ValidationError::new(
                        "scheduler.load_leveler",
                        "on",
                        "null when scheduler.working_set is on (one load control at a time)",
                    ));
                }
            }
        }
        if let Some(sm) = &self.sampler {
            check::range_u64("sampler.dt_us", sm.dt_us, 1_000, 3_600_000_000)?;
        }
        let endless = self.processes.iter().any(|p| matches!(p.class, ProcessClass::Terminal { .. }) || p.cyclic);
        match self.duration_us {
            Some(d) => check::range_u64("duration_us", d, 1, 86_400_000_000)?,
            None if endless => {
                return Err(ValidationError::new(
                    "duration_us",
                    "missing",
                    "a duration in µs: terminal users and cyclic jobs never finish",
                ));
            }
            None => {}
        }
        self.check_bounded(endless)
    }

    /// The rules that keep a run finite and its work bounded: with terminal
    /// users or cyclic jobs the run ends only at `duration_us`, so every
    /// reference must take time (else simulated time may stand still while
    /// the references go on for ever); and the references a run can make —
    /// its strings' lengths, or at most one per `cpu.reference_us` of its
    /// duration on the one processor — must not exceed `MAX_RUN_REFERENCES`;
    /// and what the run holds must fit the memory budget (`sim::footprint`).
    fn check_bounded(&self, endless: bool) -> Result<(), ValidationError> {
        let us = self.cpu.reference_us;
        if endless && us == 0 {
            return Err(ValidationError::new(
                "cpu.reference_us",
                "0",
                "at least 1 µs with terminal users or cyclic jobs: their run ends at duration_us, \
                 which references that take no time would never reach",
            ));
        }
        let strings: u64 = self.processes.iter().map(|p| p.workload.length()).sum();
        match self.duration_us {
            Some(d) if endless && d / us > MAX_RUN_REFERENCES => Err(ValidationError::new(
                "duration_us",
                &d.to_string(),
                &format!(
                    "at most {} µs at cpu.reference_us = {us}: a run makes at most {MAX_RUN_REFERENCES} references, \
                     one per cpu.reference_us at most — shorten duration_us or lengthen cpu.reference_us",
                    MAX_RUN_REFERENCES * us
                ),
            )),
            _ if !endless && strings > MAX_RUN_REFERENCES => Err(ValidationError::new(
                "processes",
                &format!("{strings} references in all"),
                &format!("at most {MAX_RUN_REFERENCES} references in a run: shorten the workloads"),
            )),
            _ => crate::sim::footprint::check(self),
        }
    }
}

impl Scenario {
    /// The student's decisions: known processes, checks in increasing order,
    /// each within the run (checks come at least Δt/4 apart, the quick-check,
    /// so a run of `duration_us` has fewer than duration / (Δt/4) + 1 of them).
    fn validate_manual(&self, decisions: &[ManualDecision], dt_us: u64) -> Result<(), ValidationError> {
        let n = self.processes.len();
        let quarter = (dt_us / 4).max(1);
        // The first check is Δt in; None: the run ends before it.
        let last_check = match self.duration_us {
            Some(d) => d.checked_sub(dt_us).map(|rest| rest / quarter),
            None => Some(u32::MAX as u64),
        };
        let mut previous: Option<u32> = None;
        for (i, d) in decisions.iter().enumerate() {
            let f = |name: &str| format!("scheduler.load_leveler.manual[{i}].{name}");
            if d.pid as usize >= n {
                let allowed = format!("a process of the scenario, 0..={}", n - 1);
                return Err(ValidationError::new(f("pid"), &d.pid.to_string(), &allowed));
            }
            let first = previous.map_or(0, |p| p as u64 + 1);
            let last = last_check.unwrap_or(0);
            if last_check.is_none() || (d.check as u64) < first || d.check as u64 > last {
                let allowed = if last_check.is_none() {
                    "no decision: the run ends before its first check (duration_us < dt_us)".to_string()
                } else if first > last {
                    format!("no further decision: a run of duration_us has at most {} checks", last + 1)
                } else {
                    format!("a check in {first}..={last} (one decision a check, in check order, within duration_us)")
                };
                return Err(ValidationError::new(f("check"), &d.check.to_string(), &allowed));
            }
            previous = Some(d.check);
        }
        Ok(())
    }
}

impl WorkingSetConfig {
    fn validate(&self) -> Result<(), ValidationError> {
        let f = |name: &str| format!("scheduler.working_set.{name}");
        check::range_u32(&f("instructions_per_reference"), self.instructions_per_reference, 1, 1_000_000)?;
        let ipr = self.instructions_per_reference as u64;
        if !self.delta.is_multiple_of(ipr) || self.delta == 0 || self.delta / ipr > 10_000_000 {
            return Err(ValidationError::new(
                f("delta"),
                &self.delta.to_string(),
                &format!("a whole number of references: a multiple of instructions_per_reference ({ipr}), 1 to 10,000,000 references"),
            ));
        }
        check::range_u32(&f("max_window"), self.max_window, 1, 250)?;
        check::range_u32(&f("window"), self.window, 1, self.max_window)?;
        check::range_u32(&f("owe_instructions_per_page"), self.owe_instructions_per_page, 0, 100_000)?;
        check::range_u32(&f("initial_demand"), self.initial_demand, 0, 1 << 20)?;
        match &self.policy {
            WindowPolicy::UniWindow { adjust_us, busy_low, busy_high } => {
                check::range_u64(&f("policy.adjust_us"), *adjust_us, 0, 3_600_000_000)?;
                check::range_f64(&f("policy.busy_low"), *busy_low, 0.0, 1.0)?;
                check::range_f64(&f("policy.busy_high"), *busy_high, *busy_low, 1.0)?;
            }
            WindowPolicy::Owe { alpha, s, .. } => {
                check::range_f64(&f("policy.alpha"), *alpha, 0.0, 0.999)?;
                check::range_u64(&f("policy.s"), *s, 0, 1_000_000_000_000)?;
            }
        }
        Ok(())
    }
}
