use super::*;
use crate::types::MAX_PAGE;
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

/// A file's bytes gzip-compressed.
fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut z = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    z.write_all(bytes).unwrap();
    z.finish().unwrap()
}

/// A file pushed `size` bytes at a time.
fn in_pieces(bytes: &[u8], size: usize, o: &TraceOptions) -> Result<Trace, TraceFileError> {
    let mut reader = TraceReader::new(o)?;
    for piece in bytes.chunks(size) {
        reader.push(piece)?;
    }
    reader.finish()
}

/// Small pages first, then 64-bit ones: renumbering starts mid-stream and
/// still numbers the pages by their order (0x400 → 0, 0x401 → 1,
/// 0x7fffffffe → 2, 0xffffffffff600 → 3), whatever the pieces and gzip or not.
#[test]
fn pieces_of_any_size_read_as_the_whole_file() {
    let lackey = "==7== x\n L 00400000,4\n S 7fffffffe000,8\n L 00400010,4\n M ffffffffff600000,8\nI  00401000,3";
    let csv = "\n time , page ,write\r\n0,3,0\r\n\r\n1,7,yes\r\n2,7,\r\n";
    let text = "3 7w\n\n 7 2w 30000";
    let cases = [
        (lackey, TraceFormat::Lackey, vec![(0, false), (2, true), (0, false), (3, true), (1, false)]),
        (csv, TraceFormat::Csv, vec![(3, false), (7, true), (7, false)]),
        (text, TraceFormat::Text, vec![(3, false), (7, true), (7, false), (2, true), (30000, false)]),
    ];
    for (file, format, expected) in cases {
        for bytes in [file.as_bytes().to_vec(), gzip(file.as_bytes())] {
            for size in [1, 2, 3, 5, 7, 64, bytes.len()] {
                let t = in_pieces(&bytes, size, &opts(format)).unwrap();
                assert_eq!(pages(&t), expected, "{format:?} in pieces of {size}");
            }
        }
    }
    let t = in_pieces(lackey.as_bytes(), 3, &opts(TraceFormat::Lackey)).unwrap();
    assert_eq!(t.original, Some(vec![0x400, 0x401, 0x7fffffffe, 0xffffffffff600]));
}

/// Renumbering as the trace streams gives each page its rank among the
/// whole trace's distinct pages (computed here from the whole list).
#[test]
fn renumbering_as_it_streams_ranks_the_whole_traces_pages() {
    let (mut x, mut file, mut accesses) = (12345u64, String::new(), Vec::new());
    for i in 0..50_000u64 {
        x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let high = if i > 20_000 && x >> 60 == 0 { 0xffff_8000_0000_0000 } else { 0 };
        let address = high | (x >> 40) << 12;
        file.push_str(&format!(" S {address:x},8\n"));
        accesses.push(address / 4096);
    }
    let mut distinct = accesses.clone();
    distinct.sort_unstable();
    distinct.dedup();
    assert!(*distinct.last().unwrap() > MAX_PAGE as u64, "some pages need renumbering");
    let expected: Vec<(u32, bool)> =
        accesses.iter().map(|p| (distinct.binary_search(p).unwrap() as u32, true)).collect();
    let t = in_pieces(file.as_bytes(), 4093, &opts(TraceFormat::Lackey)).unwrap();
    assert_eq!(pages(&t), expected);
    assert_eq!(t.original, Some(distinct));
}

/// A bad line is named by its number when a piece ends just before it,
/// in it or just after its line end — and when a megabyte chunk of
/// `read_trace_from` ends just before it.
#[test]
fn a_bad_line_right_after_a_boundary_is_named_by_its_number() {
    let good = |format| match format {
        TraceFormat::Lackey => " L 00001000,4\n",
        TraceFormat::Csv => "5,1\n",
        TraceFormat::Text => "5 6w\n",
    };
    let bad = |format| match format {
        TraceFormat::Lackey => " L 0000zz00,4\n",
        TraceFormat::Csv => "5,maybe\n",
        TraceFormat::Text => "5 x6\n",
    };
    for format in [TraceFormat::Lackey, TraceFormat::Csv, TraceFormat::Text] {
        let header = if format == TraceFormat::Csv { "page,write\n" } else { "" };
        let before = format!("{header}{}", good(format).repeat(20));
        let file = format!("{before}{}{}", bad(format), good(format).repeat(3));
        let line = before.lines().count() + 1;
        let at = before.len();
        for cut in [at - 1, at, at + 1, at + bad(format).len() - 1, at + bad(format).len()] {
            let mut reader = TraceReader::new(&opts(format)).unwrap();
            let e =
                reader.push(&file.as_bytes()[..cut]).and_then(|_| reader.push(&file.as_bytes()[cut..])).unwrap_err();
            assert_eq!(e.line, line, "{format:?} cut at byte {cut} of the bad line's {at}: {e}");
            assert_eq!(reader.finish().unwrap_err(), e, "an error stays");
        }
        // A megabyte chunk ends just before the bad line: a skipped Lackey line, or more good lines, pad it there.
        let mut big = format!("{header}{}", good(format).repeat((1 << 20) / good(format).len() - 5));
        let pad = (1 << 20) - big.len();
        big.push_str(&match format {
            TraceFormat::Lackey => format!("{}\n", "=".repeat(pad - 1)),
            TraceFormat::Csv => format!("{}\n", "0".repeat(pad - 3) + ",0"),
            TraceFormat::Text => format!("{}\n", " ".repeat(pad - 1)),
        });
        assert_eq!(big.len(), 1 << 20);
        let line = big.lines().count() + 1;
        big.push_str(bad(format));
        let e = read_trace_from(big.as_bytes(), &opts(format)).unwrap_err();
        assert_eq!(e.line, line, "{format:?} at the megabyte: {e}");
        let e = read_trace_from(&gzip(big.as_bytes())[..], &opts(format)).unwrap_err();
        assert_eq!(e.line, line, "{format:?} gzip, at the megabyte: {e}");
    }
}

/// A gzip stream cut short is damaged; a bad line inside one is named as in a plain file.
#[test]
fn a_gzip_stream_in_pieces_names_its_damage_or_its_bad_line() {
    let gz = gzip(LACKEY.as_bytes());
    let e = in_pieces(&gz[..gz.len() - 4], 5, &opts(TraceFormat::Lackey)).unwrap_err();
    assert!(e.to_string().starts_with("the gzip stream is damaged"), "{e}");
    let bad = gzip(format!("{LACKEY} L 7zz,8\n").as_bytes());
    let e = in_pieces(&bad, 5, &opts(TraceFormat::Lackey)).unwrap_err();
    assert!(e.to_string().starts_with("line 10: \" L 7zz,8\" is not allowed"), "{e}");
    let e = in_pieces(b"", 1, &opts(TraceFormat::Csv)).unwrap_err();
    assert_eq!(e.to_string(), "the file is empty: expected a header line naming a page or address column");
    assert_eq!(pages(&in_pieces(b"7", 1, &opts(TraceFormat::Text)).unwrap()), [(7, false)]);
}

/// A text token longer than any page number is named once it passes a megabyte, not kept waiting.
#[test]
fn an_endless_text_token_is_named() {
    let mut reader = TraceReader::new(&opts(TraceFormat::Text)).unwrap();
    reader.push(b"1 2\n3 ").unwrap();
    let e = (0..3).find_map(|_| reader.push(&[b'x'; 1 << 19]).err()).expect("named by the third half megabyte");
    assert_eq!(e.line, 2);
    assert!(e.text.starts_with("xxx"));
}

/// Whatever the bytes — good lines, blank ones, bad ones, gzip or not — pushing them in pieces of
/// any size gives what pushing them at once gives: the same references, or the same error.
#[test]
fn any_bytes_in_any_pieces_read_as_at_once() {
    let parts: [&[&str]; 3] = [
        &[" L 00401000,8", "I  7fffffffe000,4", " S ffffffffff600000,8", "==1== x", " M 10,1", " L zz,8", ""],
        &["page,write", "3,1", "  ", "7,no", "x,0", "12,maybe", "\"9\",w"],
        &["3", "7w", " ", "\t", "x", "2147483647", "2147483648", "5W"],
    ];
    let formats = [TraceFormat::Lackey, TraceFormat::Csv, TraceFormat::Text];
    let mut x = 7u64;
    let mut next = |n: usize| {
        x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (x >> 33) as usize % n
    };
    for round in 0..600 {
        let (format, words) = (formats[round % 3], parts[round % 3]);
        let mut file = String::new();
        for _ in 0..next(40) {
            // Mostly good parts (the first three), now and then any.
            file.push_str(words[if next(10) < 8 { next(3) } else { next(words.len()) }]);
            file.push_str(["\n", "\r\n", " ", "\n\n"][next(4)]);
        }
        let bytes = if round % 5 == 0 { gzip(file.as_bytes()) } else { file.into_bytes() };
        let o = opts(format);
        let whole = read_trace(&bytes, &o);
        let size = 1 + next(9);
        assert_eq!(
            in_pieces(&bytes, size, &o),
            whole,
            "{format:?}, pieces of {size}: {:?}",
            String::from_utf8_lossy(&bytes)
        );
    }
}

/// A byte-order mark at the start is skipped in every format, whatever the pieces; byte offsets
/// still count it.
#[test]
fn a_byte_order_mark_is_skipped_in_any_pieces() {
    let files = [
        (TraceFormat::Text, "1 2w\n"),
        (TraceFormat::Csv, "page,write\n1,0\n2,1\n"),
        (TraceFormat::Lackey, " L 1000,8\n S 2000,8\n"),
    ];
    for (format, body) in files {
        let marked = [b"\xef\xbb\xbf", body.as_bytes()].concat();
        assert_eq!(pages(&read_trace(&marked, &opts(format)).unwrap()), [(1, false), (2, true)], "{format:?}");
        for size in 1..5 {
            assert_eq!(in_pieces(&marked, size, &opts(format)), read_trace(body.as_bytes(), &opts(format)));
        }
    }
    let e = read_trace(b"\xef\xbb\xbf1 \xff", &opts(TraceFormat::Text)).unwrap_err();
    assert_eq!(e.to_string(), "byte 5 is not UTF-8: expected UTF-8 text");
}

/// A file that gives no reference is refused, in its format's terms.
#[test]
fn a_file_without_references_is_refused() {
    let refused = |bytes: &[u8], format| read_trace(bytes, &opts(format)).unwrap_err().text;
    assert_eq!(refused(b"", TraceFormat::Text), "the file is empty");
    assert_eq!(refused(b" \n\t", TraceFormat::Text), "the file holds no page numbers");
    assert_eq!(refused(b"page\n\n", TraceFormat::Csv), "the file has a header and no rows");
    assert_eq!(refused(b"\n \n", TraceFormat::Csv), "the file has no header line");
    assert_eq!(refused(b"1 2 3\n", TraceFormat::Lackey), "the file has no Lackey line");
    assert_eq!(refused(&gzip(b"==1== banner\n"), TraceFormat::Lackey), "the file has no Lackey line");
    let fetches = TraceOptions { data_only: true, ..opts(TraceFormat::Lackey) };
    assert!(read_trace(b"I  04000b00,3\n", &fetches).unwrap_err().text.starts_with("the file has no Lackey load"));
}
