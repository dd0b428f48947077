//! The student as load controller: at each of the Load Leveler's checks the
//! scenario's decision for that check (`scheduler.load_leveler.manual`)
//! replaces Shils's rules (`scheduler::load_leveler::decide`). Everything
//! else is the leveler's: the interval judged, its area of Figure 1, the
//! quick-check Δt/4 after a set aside (Shils 1968 §3C). A decision that
//! cannot be carried out at its check — setting aside a process that is not
//! active, returning one that is not set aside — stops the run with a
//! one-line error (`Simulator::manual_error`).

use super::multiprogramming::Membership;
use super::Simulator;
use crate::scenario::{ManualAction, ManualDecision};
use crate::scheduler::load_leveler::Action;

impl Simulator {
    /// The action of check number `check` (counted from 0) under `decisions`.
    pub(super) fn manual_action(&self, decisions: &[ManualDecision], check: usize) -> Result<Action, String> {
        let Ok(i) = decisions.binary_search_by_key(&check, |d| d.check as usize) else { return Ok(Action::None) };
        let d = &decisions[i];
        let (wanted, verb, action) = match d.action {
            ManualAction::SetAside => (Membership::Active, "set_aside", Action::SetAside { pid: d.pid }),
            ManualAction::Return => (Membership::SetAside, "return", Action::Return { pid: d.pid }),
        };
        let load = &self.state.lc.load;
        if load[d.pid as usize].membership == wanted {
            return Ok(action);
        }
        let which: Vec<String> =
            (0..load.len()).filter(|&p| load[p].membership == wanted).map(|p| p.to_string()).collect();
        let now = if which.is_empty() { "none now".to_string() } else { format!("now {}", which.join(", ")) };
        let kind = if wanted == Membership::Active { "an active process" } else { "a set-aside process" };
        Err(format!(
            "scheduler.load_leveler.manual[{i}] = {verb} process {} at check {} (t = {:.3} s) is not allowed: \
             expected {kind} ({now})",
            d.pid,
            d.check,
            self.state.now.0 as f64 / 1e6
        ))
    }

    /// Why the student's decisions stopped the run, if one could not be carried out.
    pub fn manual_error(&self) -> Option<&str> {
        self.state.lc.manual_error.as_deref()
    }
}
