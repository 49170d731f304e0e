//! The formatting of every printing function, in process, against upstream's
//! committed outputs (`tests/data/*.out`, `*.err`, made by `regen.sh`):
//! `scalars.mlir` is read back and each call formatted; the memrefs of
//! `memrefs.mlir` and `descriptors.mlir` are rebuilt in Rust as real
//! descriptors and printed through the same code as the C entry points.

// Unsafe: the memref tests hand descriptors of Rust buffers to
// `write_described`, whose contract is that they are readable.
#![allow(unsafe_code)]

mod common;

use std::ffi::c_void;
use std::io::Write;

use common::{assert_same_output, data, mask_addresses};
use mlir_rs_runtime::element::{BF16, Complex, Element, F16};
use mlir_rs_runtime::memref::{Header, Layout, write_shape};
use mlir_rs_runtime::number::{write_fixed, write_g};
use mlir_rs_runtime::runner_utils::write_described;

/// An integer literal of the programs: decimal or `0x` hexadecimal.
fn int_literal(text: &str) -> i128 {
    match text.strip_prefix("0x") {
        Some(hex) => i128::from_str_radix(hex, 16).expect("hex literal"),
        None => text.parse().expect("integer literal"),
    }
}

/// A float literal of the programs: decimal, or the bits in hexadecimal.
fn f64_literal(text: &str) -> f64 {
    if text.starts_with("0x") {
        f64::from_bits(int_literal(text) as u64)
    } else {
        text.parse().unwrap()
    }
}

fn f32_literal(text: &str) -> f32 {
    if text.starts_with("0x") {
        f32::from_bits(int_literal(text) as u32)
    } else {
        text.parse().unwrap()
    }
}

#[test]
fn scalars_print_as_upstream() {
    let program = String::from_utf8(data("scalars.mlir")).unwrap();
    let mut constants = std::collections::BTreeMap::new();
    let (mut stdout, mut stderr) = (Vec::new(), Vec::new());
    let mut calls = 0;
    for line in program.lines().map(str::trim) {
        if let Some(rest) = line.strip_prefix('%')
            && let Some((name, value)) = rest.split_once(" = arith.constant ")
        {
            let (literal, _ty) = value.split_once(" : ").unwrap();
            constants.insert(name.to_string(), literal.to_string());
            continue;
        }
        let Some(call) = line.strip_prefix("func.call @") else { continue };
        let (callee, rest) = call.split_once('(').unwrap();
        let argument = rest.split_once(')').unwrap().0.trim_start_matches('%');
        let literal = constants.get(argument).map(String::as_str).unwrap_or("");
        let out = &mut stdout;
        match callee {
            "printF64" => write_g(out, f64_literal(literal)).unwrap(),
            "printF32" => f32_literal(literal).write_to(out).unwrap(),
            "printI64" => write!(out, "{}", int_literal(literal) as i64).unwrap(),
            "printU64" => write!(out, "{}", int_literal(literal) as i64 as u64).unwrap(),
            "printF16" => F16(int_literal(literal) as u16).write_to(out).unwrap(),
            "printBF16" => BF16(int_literal(literal) as u16).write_to(out).unwrap(),
            "printOpen" => out.extend_from_slice(b"( "),
            "printClose" => out.extend_from_slice(b" )"),
            "printComma" => out.extend_from_slice(b", "),
            "printNewline" => out.extend_from_slice(b"\n"),
            "printFlops" => {
                write_fixed(&mut stderr, f64_literal(literal) / 1e9).unwrap();
                stderr.extend_from_slice(b" GFLOPS\n");
            }
            other => panic!("scalars.mlir calls {other}, which this test does not know"),
        }
        calls += 1;
    }
    assert!(calls > 180, "only {calls} calls read from scalars.mlir");
    assert_same_output("scalars.mlir: stdout", &stdout, &data("scalars.out"));
    assert_same_output("scalars.mlir: stderr", &stderr, &data("scalars.err"));
}

/// A ranked descriptor as lowered code lays it out.
#[repr(C)]
struct Descriptor<const R: usize> {
    allocated: *const c_void,
    aligned: *const c_void,
    offset: i64,
    sizes: [i64; R],
    strides: [i64; R],
}

/// Prints a memref of `data` through the entry points' code path.
fn print<T: Element, const R: usize>(
    out: &mut Vec<u8>,
    header: Header,
    data: &[T],
    offset: i64,
    sizes: [i64; R],
    strides: [i64; R],
) {
    // Every position the layout reaches must be inside `data`.
    let (mut low, mut high) = (offset, offset);
    for d in 0..R {
        let reach = (sizes[d] - 1) * strides[d];
        if reach < 0 { low += reach } else { high += reach }
    }
    assert!(low >= 0 && (high as usize) < data.len(), "layout outside the data");
    let descriptor = Descriptor::<R> {
        allocated: data.as_ptr().cast(),
        aligned: data.as_ptr().cast(),
        offset,
        sizes,
        strides,
    };
    // SAFETY: the descriptor has rank `R` and every position it reaches
    // holds a `T` of `data` (checked above), alive for the call.
    unsafe { write_described::<T>(out, header, R as i64, (&raw const descriptor).cast()).unwrap() };
}

/// What `print` writes, alone.
fn printed(print: &dyn Fn(&mut Vec<u8>)) -> Vec<u8> {
    let mut out = Vec::new();
    print(&mut out);
    out
}

/// A layout for the shape-only entry points (which read no element).
fn layout(base: usize, offset: i64, sizes: &[i64], strides: &[i64]) -> Layout {
    Layout { base, offset, sizes: sizes.to_vec(), strides: strides.to_vec() }
}

/// Splits an output into the text of each printed memref.
fn per_memref(text: &[u8]) -> Vec<Vec<u8>> {
    let text = mask_addresses(text);
    let mut chunks: Vec<Vec<u8>> = Vec::new();
    for line in text.split_inclusive(|&b| b == b'\n') {
        if line.starts_with(b"Unranked Memref") || line.starts_with(b"Memref") || chunks.is_empty()
        {
            chunks.push(Vec::new());
        }
        chunks.last_mut().unwrap().extend_from_slice(line);
    }
    chunks
}

/// Compares our memrefs, one by one, with upstream's output of a program.
fn assert_memrefs(program: &str, ours: Vec<Vec<u8>>) {
    let upstream = per_memref(&data(&format!("{program}.out")));
    assert_eq!(ours.len(), upstream.len(), "{program}: number of printed memrefs");
    for (i, (ours, upstream)) in ours.iter().zip(&upstream).enumerate() {
        assert_same_output(&format!("{program}: memref #{i}"), &mask_addresses(ours), upstream);
    }
}

#[test]
fn memrefs_print_as_upstream() {
    use Header::{Ranked, Unranked};
    let r1 = [0.5f32, -1.0, 1.0e10];
    let r2 = [1.0f32, 2.0, 3.0, 4.0, 5.0, 6.25];
    let r3: Vec<f32> = (1..=12).map(|i| i as f32).collect();
    let r4: Vec<f32> = (1..=8).map(|i| i as f32).collect();
    let mut s: Vec<f64> = (0..16).map(|i| f64::from(i / 4) + f64::from(i % 4) / 10.0).collect();
    s[15] = f64::INFINITY;
    let i8s = [65i8, -3, 48, 0, 127];
    let i64s = [i64::MIN, i64::MAX];
    let c64 =
        [(0.1, 1.0e20), (-0.0, 3.0), (1.0, 2.0), (5.0, -6.5)].map(|(re, im)| Complex { re, im });
    let mut memrefs = Vec::new();
    let mut m = |f: &dyn Fn(&mut Vec<u8>)| memrefs.push(printed(f));
    m(&|o| print(o, Unranked, &[1.5f32], 0, [], []));
    m(&|o| print(o, Unranked, &r1, 0, [3], [1]));
    m(&|o| print(o, Unranked, &r2, 0, [2, 3], [3, 1]));
    m(&|o| print(o, Unranked, &r3, 0, [2, 2, 3], [6, 3, 1]));
    m(&|o| print(o, Unranked, &r4, 0, [2, 1, 2, 2], [4, 4, 2, 1]));
    m(&|o| print(o, Unranked, &s, 5, [2, 3], [4, 1]));
    m(&|o| print(o, Unranked, &s, 1, [4, 2], [4, 2]));
    m(&|o| print(o, Unranked, &s, 0, [4, 4], [1, 4]));
    m(&|o| print(o, Unranked, &s, 3, [4], [4]));
    m(&|o| print(o, Unranked, &i8s, 0, [5], [1]));
    m(&|o| print(o, Unranked, &[i16::MIN, i16::MAX, 0, -1], 0, [2, 2], [2, 1]));
    m(&|o| print(o, Unranked, &[i32::MIN, i32::MAX, 7], 0, [3, 1], [1, 1]));
    m(&|o| print(o, Unranked, &i64s, 0, [1, 2], [2, 1]));
    m(&|o| print(o, Unranked, &[0u64, 1, -5i64 as u64], 0, [3], [1]));
    m(&|o| print(o, Unranked, &[F16(0x3554), F16(0xFBFF), F16(0x7E00)], 0, [3], [1]));
    m(&|o| print(o, Unranked, &[BF16(0x3DCD), BF16(0xFF62), BF16(0xFFC1)], 0, [3], [1]));
    let c32 = [Complex { re: 1.5f32, im: -2.0 }, Complex { re: 0.0, im: 1.0e-7 }];
    m(&|o| print(o, Unranked, &c32, 0, [2], [1]));
    m(&|o| print(o, Unranked, &c64, 0, [2, 2], [2, 1]));
    m(&|o| write_shape(o, &layout(1, 0, &[2, 3], &[3, 1])).unwrap());
    m(&|o| write_shape(o, &layout(1, 0, &[5], &[1])).unwrap());
    m(&|o| print(o, Ranked, &[1.5f32], 0, [], []));
    m(&|o| print(o, Ranked, &r1, 1, [2], [1]));
    m(&|o| print(o, Ranked, &r2, 0, [2, 3], [3, 1]));
    m(&|o| print(o, Ranked, &r3, 0, [2, 2, 3], [6, 3, 1]));
    m(&|o| print(o, Ranked, &r4, 0, [2, 1, 2, 2], [4, 4, 2, 1]));
    m(&|o| print(o, Ranked, &i8s, 0, [5], [1]));
    m(&|o| print(o, Ranked, &i64s, 1, [1], [1]));
    m(&|o| print(o, Ranked, &c64, 1, [2], [2]));
    assert_memrefs("memrefs", memrefs);
}

#[test]
fn hand_built_descriptors_print_as_upstream() {
    let data = [1.0f32, 2.0, -3.5];
    let memrefs = vec![
        // A negative stride reads backwards from the offset.
        printed(&|o| print(o, Header::Unranked, &data, 2, [3], [-1])),
        printed(&|o| write_shape(o, &layout(1, 2, &[3], &[-1])).unwrap()),
        // A null aligned pointer prints as `0`.
        printed(&|o| write_shape(o, &layout(0, 2, &[3], &[-1])).unwrap()),
    ];
    assert_memrefs("descriptors", memrefs);
}
