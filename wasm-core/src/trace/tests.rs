use super::*;
use std::io::Write;

fn opts(format: TraceFormat) -> TraceOptions {
    TraceOptions { format, ..TraceOptions::default() }
}

fn pages(t: &Trace) -> Vec<(u32, bool)> {
    t.references.iter().map(|r| (r.page(), r.write())).collect()
}

/// A Lackey file as valgrind writes it: its banner, all four kinds, a
/// page-crossing access (its first byte's page counts) and a program's own output.
const LACKEY: &str = concat!(
    "==4242== Lackey, an example Valgrind tool\n",
    "==4242== Command: ./a.out\n",
    "I  04000b00,3\n",
    " S 7ff000ff8,8\n",
    " L 04224e38,8\n",
    " M 0421f0a8,4\n",
    "I  04000ffe,4\n",
    "hello from the program\n",
    "==4242== \n",
);

#[test]
fn lackey_pages_kinds_and_skipped_lines() {
    let t = read_trace(LACKEY.as_bytes(), &opts(TraceFormat::Lackey)).unwrap();
    // 0x4000b00 / 4096 = 0x4000; 0x7ff000ff8 / 4096 = 0x7ff000; 0x4224e38 → 0x4224; 0x421f0a8 → 0x421f;
    // 0x4000ffe crosses into 0x4001 but starts in 0x4000.
    assert_eq!(pages(&t), [(0x4000, false), (0x7ff000, true), (0x4224, false), (0x421f, true), (0x4000, false)]);
    assert_eq!(t.original, None);
    let data = TraceOptions { data_only: true, ..opts(TraceFormat::Lackey) };
    let t = read_trace(LACKEY.as_bytes(), &data).unwrap();
    assert_eq!(pages(&t), [(0x7ff000, true), (0x4224, false), (0x421f, true)]);
    let small = TraceOptions { page_size: 1024, ..opts(TraceFormat::Lackey) };
    assert_eq!(read_trace(LACKEY.as_bytes(), &small).unwrap().references[0].page(), 0x4000b00 / 1024);
}

#[test]
fn sixty_four_bit_addresses_are_renumbered_in_order_and_kept() {
    let text = " L 7fffffffe000,8\n L 00400000,4\n L 7fffffffe008,8\n S ffffffffff600000,8\n";
    let t = read_trace(text.as_bytes(), &opts(TraceFormat::Lackey)).unwrap();
    assert_eq!(pages(&t), [(1, false), (0, false), (1, false), (2, true)]);
    assert_eq!(t.original, Some(vec![0x400, 0x7fffffffe, 0xffffffffff600]));
}

#[test]
fn lackey_bad_lines_are_named_by_number() {
    let e = read_trace(b"==1== x\nI  04000b00,3\n L 7zz,8\n", &opts(TraceFormat::Lackey)).unwrap_err();
    assert_eq!(e.line, 3);
    assert!(e.to_string().starts_with("line 3: \" L 7zz,8\" is not allowed: expected a Lackey access"), "{e}");
    let e = read_trace(b" S 1000\n", &opts(TraceFormat::Lackey)).unwrap_err();
    assert_eq!(e.line, 1);
}

#[test]
fn csv_by_page_or_address_with_writes() {
    let by_page = "time,page,write\n0,3,0\n1,7,1\n\n2,7,w\n3,2,false\n";
    let t = read_trace(by_page.as_bytes(), &opts(TraceFormat::Csv)).unwrap();
    assert_eq!(pages(&t), [(3, false), (7, true), (7, true), (2, false)]);
    let by_address = "Address\n0x1000\n4095\n\"8192\"\n";
    let t = read_trace(by_address.as_bytes(), &opts(TraceFormat::Csv)).unwrap();
    assert_eq!(pages(&t), [(1, false), (0, false), (2, false)]);
}

#[test]
fn csv_errors_name_the_line_and_the_column() {
    let e = read_trace(b"time,where\n1,2\n", &opts(TraceFormat::Csv)).unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 1: \"time,where\" is not allowed: expected a header with a column named page or address"
    );
    let e = read_trace(b"page,write\n1,0\n2,maybe\n", &opts(TraceFormat::Csv)).unwrap_err();
    assert_eq!(e.line, 3);
    let e = read_trace(b"page\n1\n-2\n", &opts(TraceFormat::Csv)).unwrap_err();
    assert_eq!(e.to_string(), "line 3: \"-2\" is not allowed: expected a page number in column page");
}

#[test]
fn text_errors_name_the_line() {
    let t = read_trace(b"1 2\n3w 4\n", &opts(TraceFormat::Text)).unwrap();
    assert_eq!(pages(&t), [(1, false), (2, false), (3, true), (4, false)]);
    let e = read_trace(b"1 2\n3 4\n\n5 x6\n", &opts(TraceFormat::Text)).unwrap_err();
    assert_eq!(e.line, 4);
    assert!(e.to_string().starts_with("line 4: \"x6\" is not allowed"), "{e}");
}

#[test]
fn gzip_is_read_by_its_magic_bytes_whatever_the_format() {
    let mut z = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    z.write_all(LACKEY.as_bytes()).unwrap();
    let gz = z.finish().unwrap();
    assert_eq!(gz[..2], [0x1f, 0x8b]);
    let plain = read_trace(LACKEY.as_bytes(), &opts(TraceFormat::Lackey)).unwrap();
    assert_eq!(read_trace(&gz, &opts(TraceFormat::Lackey)).unwrap(), plain);
    let e = read_trace(&gz[..gz.len() / 2], &opts(TraceFormat::Lackey)).unwrap_err();
    assert!(e.to_string().starts_with("the gzip stream is damaged"), "{e}");
}

#[test]
fn a_trace_over_the_limit_is_refused_naming_it() {
    let few = TraceOptions { max_references: 2, ..opts(TraceFormat::Lackey) };
    let e = read_trace(LACKEY.as_bytes(), &few).unwrap_err();
    assert_eq!(e.to_string(), "the trace holds more than 2 references: expected at most 2 references");
    let zero = TraceOptions { page_size: 0, ..opts(TraceFormat::Lackey) };
    assert!(read_trace(LACKEY.as_bytes(), &zero).is_err());
}

/// Streamed a chunk at a time, a text trace longer than a chunk reads as the whole bytes do, and a bad
/// token far in is named by its line.
#[test]
fn a_streamed_text_trace_reads_as_its_bytes_do() {
    let mut text = String::new();
    for i in 0..600_000u32 {
        text.push_str(&format!("{}{}", i % 9_973, if i % 7 == 0 { "w" } else { "" }));
        text.push(if i % 10 == 9 { '\n' } else { ' ' });
    }
    let o = opts(TraceFormat::Text);
    assert!(text.len() > 2 << 20, "more than two chunks");
    let whole = read_trace(text.as_bytes(), &o).unwrap();
    assert_eq!(read_trace_from(text.as_bytes(), &o).unwrap(), whole);
    let mut z = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    z.write_all(text.as_bytes()).unwrap();
    assert_eq!(read_trace_from(&z.finish().unwrap()[..], &o).unwrap(), whole);
    let bad = format!("{text}1 2\n3 x4 5\n");
    let e = read_trace_from(bad.as_bytes(), &o).unwrap_err();
    assert_eq!((e.line, e.text.as_str()), (60_002, "x4"));
    let lackey = read_trace_from(LACKEY.as_bytes(), &opts(TraceFormat::Lackey)).unwrap();
    assert_eq!(lackey, read_trace(LACKEY.as_bytes(), &opts(TraceFormat::Lackey)).unwrap());
}
