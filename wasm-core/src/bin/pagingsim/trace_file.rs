//! The trace file the replaying commands read (`replay`, `policies`,
//! `curve`): its path (`-`: standard input), its format and how addresses
//! become pages. Plain or gzip-compressed (told by its magic bytes).

use crate::args::int;
use crate::input::open;
use crate::Failure;
use clap::Args;
use paging_core::message::quote;
use paging_core::trace::{read_trace_from, TraceFormat, TraceOptions};
use paging_core::types::Reference;
use std::path::PathBuf;

#[derive(Args)]
pub struct TraceFile {
    /// The trace: text is pages separated by white space, a write marked w (1 2 3w); - reads standard input;
    /// gzip-compressed files are read as they are
    #[arg(long, value_name = "FILE", allow_negative_numbers = true)]
    trace: PathBuf,
    /// The trace's format: text (page numbers), lackey (valgrind --tool=lackey --trace-mem=yes) or csv (a header
    /// with a column page or address, optionally write)
    #[arg(long, value_name = "FORMAT", default_value = "text", value_parser = ["text", "lackey", "csv"], allow_negative_numbers = true)]
    format: String,
    /// Bytes per page, to turn addresses into pages (lackey, csv's address column), 1..=1073741824
    #[arg(long, value_name = "BYTES", default_value = "4096", allow_negative_numbers = true, value_parser = int(1, 1 << 30))]
    page_size: u64,
    /// lackey only: leave out the instruction fetches (I lines)
    #[arg(long)]
    data_only: bool,
}

impl TraceFile {
    /// The trace's references; errors name the file and the line.
    pub fn read(&self) -> Result<Vec<Reference>, Failure> {
        let format = TraceFormat::parse(&self.format).expect("clap checked the format");
        if self.data_only && format != TraceFormat::Lackey {
            return Err(Failure::Input("--data-only applies only to --format lackey".into()));
        }
        let name = self.label();
        let options =
            TraceOptions { format, page_size: self.page_size, data_only: self.data_only, ..Default::default() };
        let read = if self.trace.as_os_str() == "-" {
            read_trace_from(std::io::stdin().lock(), &options)
        } else {
            read_trace_from(open(&self.trace, "trace file")?, &options)
        };
        let trace = read.map_err(|e| {
            // A Lackey trace read as text fails on its banner: say which flag reads it.
            let lackey = format == TraceFormat::Text && e.line == 1 && (e.text.starts_with("==") || e.text == "I");
            let hint = if lackey { " (a Lackey trace? add --format lackey)" } else { "" };
            Failure::Input(format!("{name}: {e}{hint}"))
        })?;
        Ok(trace.references)
    }

    /// The file as errors name it: `trace file "t.txt"`, or on standard input.
    pub fn label(&self) -> String {
        if self.trace.as_os_str() == "-" {
            "trace file on standard input".to_string()
        } else {
            format!("trace file {}", quote(&self.trace.to_string_lossy()))
        }
    }

    /// The file's name as the user gave it, quoted.
    pub fn name(&self) -> String {
        quote(&self.trace.to_string_lossy())
    }
}
