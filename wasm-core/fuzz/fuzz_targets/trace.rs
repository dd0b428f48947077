//! Any bytes as a reference string — a trace file's text, and a string as
//! typed (letters and commas too): parsing never panics, and an error is one
//! line.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for parsed in [paging_core::workload::parse_trace(text), paging_core::workload::parse_typed(text)] {
        if let Err(e) = parsed {
            let message = e.to_string();
            assert!(!message.contains('\n') && message.chars().count() <= 500, "{message}");
        }
    }
});
