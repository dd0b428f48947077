//! Any bytes as a reference string: parsing never panics, and an error is
//! one line.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Err(e) = paging_core::workload::parse_trace(text) {
        let message = e.to_string();
        assert!(!message.contains('\n') && message.chars().count() <= 500, "{message}");
    }
});
