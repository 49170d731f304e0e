//! Unit tests. Every expected string below was printed by `mlir-opt-22`
//! (`mlir-opt-22 --allow-unregistered-dialect --mlir-print-local-scope` on
//! `"a.b"() {m = affine_map<BODY>} : () -> ()`), never by this code. The
//! deep-nesting tests extrapolate patterns checked with `mlir-opt-22` on
//! small sizes (it overflows its own stack on the large ones).

use super::*;

/// What followed the body on the `mlir-opt` test line.
const LINE_REST: &str = ">} : () -> ()\n";

/// The text handed to the parser for a table entry.
fn full_text(kind: &str, body: &str) -> String {
    if kind.starts_with("eof") { body.to_string() } else { format!("{body}{LINE_REST}") }
}

fn print_body(value: &AffineMapOrSet) -> String {
    let mut out = String::new();
    match value {
        AffineMapOrSet::Map(m) => m.print(&mut out),
        AffineMapOrSet::Set(s) => s.print(&mut out),
    }
    out
}

/// The start of a (possibly huge) body, for failure messages.
fn short(body: &str) -> &str {
    body.get(..80).unwrap_or(body)
}

/// Parses a body followed by `>` and prints it back.
fn reprint(body: &str) -> String {
    let text = format!("{body}>");
    match parse_affine_map_or_set(&text) {
        Ok((value, used)) => {
            assert_eq!(&text[used..], ">", "consumed count for {:?}", short(body));
            print_body(&value)
        }
        Err(e) => panic!("{:?}: {e}", short(body)),
    }
}

/// `assert_eq!` for huge strings, reporting only where they diverge.
fn assert_same_text(got: &str, expected: &str) {
    if got != expected {
        let at = got.bytes().zip(expected.bytes()).take_while(|(a, b)| a == b).count();
        let window = |s: &str| {
            s.get(at.saturating_sub(40)..(at + 40).min(s.len())).unwrap_or("").to_string()
        };
        panic!(
            "texts differ at byte {at} (lengths {} vs {}):\n  got      …{}…\n  expected …{}…",
            got.len(),
            expected.len(),
            window(got),
            window(expected)
        );
    }
}

fn parse_map(body: &str) -> AffineMap {
    match parse_affine_map(&format!("{body}>")) {
        Ok((map, _)) => map,
        Err(e) => panic!("{:?}: {e}", short(body)),
    }
}

#[test]
fn print_cases_match_mlir_opt() {
    let mut failures = Vec::new();
    for &(kind, body, expected) in PRINT_CASES {
        let text = full_text(kind, body);
        match parse_affine_map_or_set(&text) {
            Ok((value, used)) => {
                let is_map = matches!(value, AffineMapOrSet::Map(_));
                if is_map != (kind == "map") {
                    failures.push(format!("{body:?}: wrong kind"));
                }
                if !text[used..].starts_with(LINE_REST) {
                    failures.push(format!("{body:?}: consumed {used}"));
                }
                let printed = print_body(&value);
                if printed != expected {
                    failures
                        .push(format!("{body:?}:\n  got      {printed}\n  expected {expected}"));
                }
            }
            Err(e) => failures.push(format!("{body:?}: unexpected error {e}")),
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
    assert!(PRINT_CASES.len() >= 40);
}

#[test]
fn error_cases_match_mlir_opt() {
    let mut failures = Vec::new();
    for &(kind, body, offset, message) in ERROR_CASES {
        let text = full_text(kind, body);
        let result = if kind.ends_with("map") {
            parse_affine_map(&text).map(|_| ())
        } else {
            parse_integer_set(&text).map(|_| ())
        };
        match result {
            Err(e) if e.offset == offset && e.message == message => {}
            Err(e) => failures.push(format!(
                "{body:?}:\n  got      {} {:?}\n  expected {offset} {message:?}",
                e.offset, e.message
            )),
            Ok(()) => failures.push(format!("{body:?}: parsed")),
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
    assert!(ERROR_CASES.len() >= 10);
}

#[test]
fn empty_text_at_end_of_input_clamps_the_caret() {
    // mlir-opt points one byte before the body (at the `<`); offsets are
    // unsigned, so the caret is clamped to the start of the body.
    let e = parse_affine_map_or_set("").unwrap_err();
    assert_eq!((e.offset, e.message.as_str()), (0, "expected '(' in dimensional identifier list"));
}

#[test]
fn consumed_count_skips_trailing_trivia() {
    let text = "(d0) -> (d0) // comment\n  >rest";
    let (_, used) = parse_affine_map_or_set(text).unwrap();
    assert_eq!(&text[used..], ">rest");
    // The token after the body is still lexed, as mlir-opt does.
    let e = parse_affine_map_or_set("(d0) -> (d0) $>").unwrap_err();
    assert_eq!((e.offset, e.message.as_str()), (13, "unexpected character"));
}

#[test]
fn map_and_set_accessors() {
    // mlir-opt: `(d0, d1, d2) -> (d0, d1, d2)`, `() -> (42)`, `() -> ()`.
    assert_eq!(AffineMap::identity(3).to_string(), "(d0, d1, d2) -> (d0, d1, d2)");
    assert_eq!(AffineMap::constant(42).to_string(), "() -> (42)");
    assert_eq!(AffineMap::empty().to_string(), "() -> ()");
    assert_eq!(AffineMap::identity(3), parse_map("(a, b, c) -> (a, b, c)"));

    let id = AffineMap::identity(2);
    assert!(id.is_identity() && !id.is_empty());
    assert_eq!((id.num_dims(), id.num_symbols(), id.num_results(), id.num_inputs()), (2, 0, 2, 2));
    // MLIR's isIdentity ignores symbols.
    assert!(parse_map("(d0, d1)[s0] -> (d0, d1)").is_identity());
    assert!(!parse_map("(d0, d1) -> (d1, d0)").is_identity());
    assert!(!parse_map("(d0, d1) -> (d0)").is_identity());
    assert!(AffineMap::empty().is_empty() && AffineMap::empty().is_identity());
    assert!(!parse_map("(d0) -> ()").is_empty());

    let c = parse_map("() -> (-7)");
    assert!(c.is_single_constant() && c.is_constant());
    assert_eq!(c.single_constant_result(), Some(-7));
    assert_eq!(parse_map("(d0) -> (2 + 3, 4)").constant_results(), Some(vec![5, 4]));
    assert_eq!(parse_map("(d0) -> (d0, 4)").constant_results(), None);
    assert!(!parse_map("(d0) -> (1, 2)").is_single_constant());
    assert_eq!(
        parse_map("(d0) -> (d0 + 1)").result(0).map(ToString::to_string).as_deref(),
        Some("d0 + 1")
    );
    assert!(parse_map("(d0) -> (d0)").result(1).is_none());

    assert!(AffineMap::try_new(1, 0, vec![AffineExpr::dim(1)]).is_none());
    assert!(AffineMap::try_new(1, 1, vec![AffineExpr::symbol(0) + AffineExpr::dim(0)]).is_some());

    // mlir-opt: `affine_set<(d0) : (1 == 0)>`.
    let empty = IntegerSet::empty_set(1, 0);
    assert_eq!(empty.to_string(), "(d0) : (1 == 0)");
    assert!(empty.is_empty_integer_set());
    let (set, _) =
        parse_integer_set("(d0, d1)[s0] : (d0 - d1 >= 0, d1 - s0 == 0, s0 - 1 >= 0)>").unwrap();
    assert_eq!((set.num_dims(), set.num_symbols(), set.num_constraints()), (2, 1, 3));
    assert_eq!((set.num_equalities(), set.num_inequalities()), (1, 2));
    assert_eq!(set.eq_flags(), &[false, true, false]);
    assert_eq!(
        set.constraint(1).map(|(e, eq)| (e.to_string(), eq)),
        Some(("d1 - s0".to_string(), true))
    );
    assert!(!set.is_empty_integer_set());
    assert!(IntegerSet::try_new(1, 0, [(AffineExpr::symbol(0), false)]).is_none());
    // `() : ()` reads as `0 == 0` (mlir-opt prints `() : (0 == 0)`).
    let (always, _) = parse_integer_set("() : ()>").unwrap();
    assert_eq!(always.to_string(), "() : (0 == 0)");
    assert_eq!(always, IntegerSet::new(0, 0, [(AffineExpr::constant(0), true)]));
}

#[test]
fn builders_simplify_like_the_parser() {
    let (d0, d1, s0) = (AffineExpr::dim(0), AffineExpr::dim(1), AffineExpr::symbol(0));
    let map = |results: Vec<AffineExpr>| AffineMap::new(2, 1, results);
    // Each programmatic construction mirrors the parse order of the text
    // whose mlir-opt output is the expected string.
    let cases: Vec<(AffineExpr, &str)> = vec![
        ((&d0 + 2) + 3, "d0 + 5"),
        (&d0 + 0, "d0"),
        (&d0 * 1, "d0"),
        ((AffineExpr::constant(2) * &d0) * 3, "d0 * 6"),
        (&d0 - &d1, "d0 - d1"),
        (&d0 - &d0, "0"),
        (-&d0, "-d0"),
        (-(&d0 + &d1), "-(d0 + d1)"),
        (&d0 - d0.floor_div(4) * 4, "d0 mod 4"),
        (&d0 - d0.floor_div(&s0) * &s0, "d0 mod s0"),
        (d0.floor_div(4) * 4 + &d0 % 4, "(d0 floordiv 4) * 4 + d0 mod 4"),
        ((&d0 * 128).floor_div(64), "d0 * 2"),
        ((&d0 * 128).ceil_div(64), "d0 * 2"),
        ((&d0 * 128).modulo(64), "0"),
        ((&d0 * 4 + &d1).floor_div(4), "d0 + d1 floordiv 4"),
        (&d1 + &d0, "d0 + d1"),
        (&s0 + &d0, "d0 + s0"),
        (AffineExpr::constant(i64::MAX) + 1, "9223372036854775807 + 1"),
        (AffineExpr::constant(7).floor_div(-2), "-4"),
        (d0.modulo(-3), "d0 mod -3"),
    ];
    for (expr, expected) in cases {
        assert_eq!(expr.to_string(), expected);
    }
    // Equal construction paths give equal (and equally hashed) values.
    assert_eq!(map(vec![&d0 - &d1]), parse_map("(d0, d1)[s0] -> (d0 - d1)"));
    assert_eq!(
        map(vec![AffineExpr::binary(AffineBinaryOp::Add, d1.clone(), d0.clone())]),
        parse_map("(a, b)[c] -> (a + b)")
    );
}

#[test]
fn expression_inspection() {
    let map = parse_map("(d0, d1)[s0] -> (d0 * 4 + s0 floordiv 2, s0 * 6, d0 * s0, 7)");
    let r = map.results();
    assert!(matches!(r[0].kind(), AffineExprKind::Binary(AffineBinaryOp::Add, _, _)));
    assert!(r[0].is_function_of_dim(0) && !r[0].is_function_of_dim(1));
    assert!(r[0].is_function_of_symbol(0));
    assert!(r[0].is_pure_affine() && !r[0].is_symbolic_or_constant());
    assert!(r[1].is_symbolic_or_constant());
    assert_eq!(r[1].largest_known_divisor(), 6);
    assert!(!r[2].is_pure_affine());
    assert_eq!(r[3].as_constant(), Some(7));
    assert_eq!(AffineExpr::dim(3).as_dim(), Some(3));
    assert_eq!(AffineExpr::symbol(2).as_symbol(), Some(2));
    let mut count = 0;
    r[0].walk(|_| count += 1);
    assert_eq!(count, 7);
    assert_eq!(format!("{:?}", r[1]), "AffineExpr(s0 * 6)");
    assert_eq!(
        format!("{map:?}"),
        "affine_map<(d0, d1)[s0] -> (d0 * 4 + s0 floordiv 2, s0 * 6, d0 * s0, 7)>"
    );

    // Substitution re-simplifies: d0 -> d1 * 2, s0 -> 4 in `d0 * 4 + s0
    // floordiv 2` is `d1 * 8 + 2` (mlir-opt prints `(d1 * 2) * 4 + 4
    // floordiv 2` as `d1 * 8 + 2`).
    let replaced =
        r[0].replace_dims_and_symbols(&[AffineExpr::dim(1) * 2], &[AffineExpr::constant(4)]);
    assert_eq!(replaced, parse_map("(d0, d1) -> ((d1 * 2) * 4 + 4 floordiv 2)").results()[0]);
    assert_eq!(replaced.to_string(), "d1 * 8 + 2");
}

// ---- Deep expressions: no stack overflow anywhere. -----------------------

/// `mlir-opt` prints `d0 + d1 + d0 + d1 + …` unchanged.
#[test]
fn deep_left_chain() {
    let n = 100_000;
    let terms: Vec<&str> = (0..n).map(|i| if i % 2 == 0 { "d0" } else { "d1" }).collect();
    let chain = terms.join(" + ");
    let body = format!("(d0, d1) -> ({chain})");
    let a = parse_map(&body);
    assert_same_text(&a.to_string(), &body);
    let b = parse_map(&body);
    assert_eq!(a, b);
    let hash = |m: &AffineMap| {
        use std::hash::{BuildHasher, BuildHasherDefault};
        BuildHasherDefault::<rustc_hash::FxHasher>::default().hash_one(m)
    };
    assert_eq!(hash(&a), hash(&b));
    // One term different, far down the tree.
    let c = parse_map(&format!("(d0, d1) -> (d1 + {})", terms[1..].join(" + ")));
    assert_ne!(a, c);
    let copy = a.clone();
    drop(a);
    assert_eq!(copy, b);
    // Subtraction chains print unchanged too.
    let body = format!("(d0, d1) -> ({})", terms.join(" - "));
    assert_same_text(&reprint(&body), &body);
}

/// `d0 + d0 + …` (n terms) is `d0 * n`.
#[test]
fn deep_sum_of_one_dim() {
    let n = 100_000;
    let chain = vec!["d0"; n].join(" + ");
    assert_eq!(reprint(&format!("(d0) -> ({chain})")), format!("(d0) -> (d0 * {n})"));
}

/// Parentheses and unary minuses nest without limit.
#[test]
fn deep_parentheses_and_negations() {
    let n = 100_000;
    let body = format!("(d0) -> ({}d0{})", "(".repeat(n), ")".repeat(n));
    assert_eq!(reprint(&body), "(d0) -> (d0)");
    for n in [100_000, 100_001] {
        let body = format!("(d0) -> ({}d0{})", "-(".repeat(n), ")".repeat(n));
        let expected = if n % 2 == 0 { "(d0) -> (d0)" } else { "(d0) -> (-d0)" };
        assert_eq!(reprint(&body), expected);
    }
    let body = format!("(d0) -> ({}d0)", "- ".repeat(n));
    assert_eq!(reprint(&body), "(d0) -> (d0)");
    // An unclosed parenthesis deep down is still a plain error.
    let e = parse_affine_map_or_set(&format!("(d0) -> ({}d0)>", "(".repeat(n))).unwrap_err();
    assert_eq!(e.message, "expected ')'");
}

/// Right-nested sums print without parentheses: `d0 + (d1 + (d0 + …))`;
/// the innermost `d1 + (d0)` becomes `d0 + d1` (operand ordering).
#[test]
fn deep_right_nesting() {
    let n = 50_000;
    let mut body = String::from("(d0, d1) -> (");
    for i in 0..n {
        body.push_str(if i % 2 == 0 { "d0 + (" } else { "d1 + (" });
    }
    body.push_str("d0");
    body.push_str(&")".repeat(n));
    body.push(')');
    let mut expected: Vec<&str> =
        (0..n - 1).map(|i| if i % 2 == 0 { "d0" } else { "d1" }).collect();
    expected.extend(["d0", "d1"]);
    assert_same_text(&reprint(&body), &format!("(d0, d1) -> ({})", expected.join(" + ")));
}

/// The `x - (x floordiv c) * c` rule walks down the right operands of a sum
/// (`d0 + (d0 + (… + (d0 + d1)))` minus `(d1 floordiv 4) * 4`).
#[test]
fn deep_mod_detection_descent() {
    let n = 50_000;
    let body =
        format!("(d0, d1) -> ({}d1{} - (d1 floordiv 4) * 4)", "d0 + (".repeat(n), ")".repeat(n));
    let expected = format!("(d0, d1) -> ({}d1 mod 4)", "d0 + ".repeat(n));
    assert_same_text(&reprint(&body), &expected);
}

/// `floordiv` distributes over a long sum of multiples.
#[test]
fn deep_floordiv_distribution() {
    let n = 50_000;
    let terms: Vec<&str> = (0..n).map(|i| if i % 2 == 0 { "d0 * 4" } else { "d1 * 4" }).collect();
    let body = format!("(d0, d1) -> (({} + 4) floordiv 4)", terms.join(" + "));
    let quotients: Vec<&str> = (0..n).map(|i| if i % 2 == 0 { "d0" } else { "d1" }).collect();
    assert_same_text(&reprint(&body), &format!("(d0, d1) -> ({} + 1)", quotients.join(" + ")));
}

/// Alternating products and sums: every level prints parenthesized.
#[test]
fn deep_alternating_operators() {
    let n = 50_000;
    let (d0, s0) = (AffineExpr::dim(0), AffineExpr::symbol(0));
    let mut built = d0.clone();
    for _ in 0..n {
        built = built * 2 + &s0;
    }
    let mut text = format!("{}d0", "(".repeat(n - 1));
    for i in 0..n {
        text.push_str(if i + 1 < n { " * 2 + s0)" } else { " * 2 + s0" });
    }
    let map = AffineMap::new(1, 1, vec![built.clone()]);
    assert_same_text(&map.to_string(), &format!("(d0)[s0] -> ({text})"));
    assert_eq!(map, parse_map(&format!("(d0)[s0] -> ({text})")));
    // Substitution over the deep tree: s0 -> 0 leaves `d0 * 2^n`, whose
    // coefficient wraps to 0 after 64 doublings (MLIR's int64 arithmetic),
    // so everything folds to 0.
    let replaced = built.replace_dims_and_symbols(&[], &[AffineExpr::constant(0)]);
    assert_eq!(replaced.as_constant(), Some(0));
    assert!(!format!("{built:?}").is_empty());
}

/// `(kind, body, printed)`: `body` follows `affine_map<` (kind `map`) or
/// `affine_set<` (kind `set`); `printed` is what `mlir-opt-22` printed between
/// the angle brackets.
const PRINT_CASES: &[(&str, &str, &str)] = &[
    ("map", "(d0) -> (d0 + 0)", "(d0) -> (d0)"),
    ("map", "(d0) -> (0 + d0)", "(d0) -> (d0)"),
    ("map", "(d0) -> (d0 * 1)", "(d0) -> (d0)"),
    ("map", "(d0) -> (1 * d0)", "(d0) -> (d0)"),
    ("map", "(d0) -> (d0 * 2 * 3)", "(d0) -> (d0 * 6)"),
    ("map", "(d0) -> (2 * d0 * 3)", "(d0) -> (d0 * 6)"),
    ("map", "(d0) -> ((d0 + 2) + 3)", "(d0) -> (d0 + 5)"),
    ("map", "(d0) -> (d0 + 2 + 3)", "(d0) -> (d0 + 5)"),
    ("map", "(d0) -> (2 + d0 + 3)", "(d0) -> (d0 + 5)"),
    ("map", "(d0, d1) -> (d0 + 2 + d1)", "(d0, d1) -> (d0 + d1 + 2)"),
    ("map", "(d0, d1) -> (d0 - d0)", "(d0, d1) -> (0)"),
    ("map", "(d0, d1) -> (d0 - d1)", "(d0, d1) -> (d0 - d1)"),
    ("map", "(d0, d1) -> (d0 - d1 * 2)", "(d0, d1) -> (d0 - d1 * 2)"),
    ("map", "(d0, d1) -> (d0 - 3)", "(d0, d1) -> (d0 - 3)"),
    ("map", "(d0, d1) -> (d0 + -3)", "(d0, d1) -> (d0 - 3)"),
    ("map", "(d0, d1) -> (-3 + d0)", "(d0, d1) -> (d0 - 3)"),
    ("map", "(d0, d1) -> (d0 floordiv 1)", "(d0, d1) -> (d0)"),
    ("map", "(d0, d1) -> (d0 ceildiv 1)", "(d0, d1) -> (d0)"),
    ("map", "(d0, d1) -> (d0 mod 1)", "(d0, d1) -> (0)"),
    ("map", "(d0, d1) -> (d0 floordiv 4)", "(d0, d1) -> (d0 floordiv 4)"),
    ("map", "(d0, d1) -> (d0 floordiv -4)", "(d0, d1) -> (d0 floordiv -4)"),
    ("map", "(d0, d1) -> (d0 floordiv 0)", "(d0, d1) -> (d0 floordiv 0)"),
    ("map", "(d0, d1) -> (d0 mod 0)", "(d0, d1) -> (d0 mod 0)"),
    ("map", "(d0, d1) -> (d0 mod -3)", "(d0, d1) -> (d0 mod -3)"),
    ("map", "(d0, d1) -> (d0 ceildiv -3)", "(d0, d1) -> (d0 ceildiv -3)"),
    (
        "map",
        "(d0, d1) -> (7 floordiv 2, -7 floordiv 2, 7 ceildiv 2, -7 ceildiv 2, 7 mod 3, -7 mod 3)",
        "(d0, d1) -> (3, -4, 4, -3, 1, 2)",
    ),
    (
        "map",
        "(d0, d1) -> (7 floordiv -2, -7 floordiv -2, 7 ceildiv -2, 7 mod -3, 7 mod 0, 7 floordiv 0)",
        "(d0, d1) -> (-4, 3, -3, 7 mod -3, 7 mod 0, 7 floordiv 0)",
    ),
    (
        "map",
        "(d0, d1) -> ((d0 * 128) floordiv 64, (d0 * 128) ceildiv 64, (d0 * 128) mod 64)",
        "(d0, d1) -> (d0 * 2, d0 * 2, 0)",
    ),
    (
        "map",
        "(d0, d1) -> ((d0 * 4 + d1) floordiv 4, (d0 * 4 + d1) mod 4, (d0 + d1 * 4) mod 4)",
        "(d0, d1) -> (d0 + d1 floordiv 4, d1 mod 4, d0 mod 4)",
    ),
    (
        "map",
        "(d0, d1) -> ((d0 mod 8) mod 4, (d0 mod 4) mod 8)",
        "(d0, d1) -> (d0 mod 4, (d0 mod 4) mod 8)",
    ),
    ("map", "(d0, d1) -> (d0 - (d0 floordiv 4) * 4)", "(d0, d1) -> (d0 mod 4)"),
    ("map", "(d0, d1)[s0] -> (d0 - (d0 floordiv s0) * s0)", "(d0, d1)[s0] -> (d0 mod s0)"),
    (
        "map",
        "(d0, d1) -> (d0 * -1, -(d0 + d1), -(d0 * 2), (d0 + d1) * -1, d0 * -2)",
        "(d0, d1) -> (-d0, -(d0 + d1), d0 * -2, -(d0 + d1), d0 * -2)",
    ),
    (
        "map",
        "(d0, d1) -> (d1 - (d0 + 1), d1 - (d0 + d1) * 2, d0 - d1 floordiv 2)",
        "(d0, d1) -> (d1 - (d0 + 1), d1 - (d0 + d1) * 2, d0 - d1 floordiv 2)",
    ),
    (
        "map",
        "(d0, d1)[s0, s1] -> (s0 + d0, s0 * d0, d0 * s0, s0 * s1, s1 * s0, 3 * s0, s0 * 3 * s1)",
        "(d0, d1)[s0, s1] -> (d0 + s0, d0 * s0, d0 * s0, s0 * s1, s0 * s1, s0 * 3, (s0 * s1) * 3)",
    ),
    (
        "map",
        "(d0, d1)[s0, s1] -> (d0 floordiv s0, d0 ceildiv s1, d0 mod s0)",
        "(d0, d1)[s0, s1] -> (d0 floordiv s0, d0 ceildiv s1, d0 mod s0)",
    ),
    (
        "map",
        "(d0, d1) -> (2 * d0 + 3 * d0, d0 + d0, d0 * 2 - d0 * 2, d0 + d1 + d0)",
        "(d0, d1) -> (d0 * 5, d0 * 2, 0, d0 + d1 + d0)",
    ),
    ("map", "(d0, d1) -> (9223372036854775807 + 1)", "(d0, d1) -> (9223372036854775807 + 1)"),
    ("map", "(d0, d1) -> (9223372036854775807 * 2)", "(d0, d1) -> (9223372036854775807 * 2)"),
    ("map", "(d0, d1) -> (d0 * 9223372036854775807 * 2)", "(d0, d1) -> (d0 * -2)"),
    ("map", "(d0, d1) -> (-9223372036854775807 - 1)", "(d0, d1) -> (-9223372036854775808)"),
    (
        "map",
        "(d0, d1) -> ((-9223372036854775807 - 1) floordiv -1)",
        "(d0, d1) -> (-9223372036854775808 floordiv -1)",
    ),
    (
        "map",
        "(d0, d1) -> (d0 - (-9223372036854775807 - 1))",
        "(d0, d1) -> (d0 - -9223372036854775808)",
    ),
    ("map", "(d0) -> (d0 + 9223372036854775807 + 1)", "(d0) -> (d0 - -9223372036854775808)"),
    (
        "map",
        "(d0) -> (d0 + 9223372036854775807 + d0 + 1)",
        "(d0) -> (d0 * 2 - -9223372036854775808)",
    ),
    ("map", "(d0) -> (d0 * 2 + d0 * 9223372036854775807)", "(d0) -> (d0 * -9223372036854775807)"),
    ("map", "(d0) -> (d0 - 9223372036854775807 - 2)", "(d0) -> (d0 + 9223372036854775807)"),
    ("map", "(d0, d1) -> (((d0 * 9) floordiv -3 + d1 * 6) mod 3)", "(d0, d1) -> (0)"),
    (
        "map",
        "(d0, d1, d2) -> ((((d0 * 9) floordiv -3 + d1 * 6) + d2) mod 3)",
        "(d0, d1, d2) -> (d2 mod 3)",
    ),
    (
        "map",
        "(d0, d1, d2) -> ((((d0 * 9) floordiv 3 + d1 * 6) + d2) mod 3)",
        "(d0, d1, d2) -> (d2 mod 3)",
    ),
    (
        "map",
        "(d0, d1) -> ((d0 * 4) floordiv -2, (d0 * 4) ceildiv -2, (d0 * 4) mod -2)",
        "(d0, d1) -> (d0 * -2, d0 * -2, (d0 * 4) mod -2)",
    ),
    (
        "map",
        "(d0, d1) -> ((d0 * 6) floordiv 4, (d0 * 6) ceildiv 4, (d0 * 6) mod 4)",
        "(d0, d1) -> ((d0 * 6) floordiv 4, (d0 * 6) ceildiv 4, (d0 * 6) mod 4)",
    ),
    (
        "map",
        "(d0, d1) -> ((d0 * 6 + d1 * 4) floordiv 4, (d0 * 6 + d1 * 4) ceildiv 4, (d0 * 6 + d1 * 4) mod 4)",
        "(d0, d1) -> ((d0 * 6) floordiv 4 + d1, (d0 * 6 + d1 * 4) ceildiv 4, (d0 * 6) mod 4)",
    ),
    (
        "map",
        "(d0, d1) -> ((d0 * 6 + 8) floordiv 4, (d0 * 6 + 8) ceildiv 4, (d0 * 6 + 8) mod 4)",
        "(d0, d1) -> ((d0 * 6) floordiv 4 + 2, (d0 * 6 + 8) ceildiv 4, (d0 * 6) mod 4)",
    ),
    (
        "map",
        "(d0, d1) -> ((d0 + 8) floordiv 4, (d0 + 8) ceildiv 4, (d0 + 8) mod 4, (d0 + 7) floordiv 4)",
        "(d0, d1) -> (d0 floordiv 4 + 2, (d0 + 8) ceildiv 4, d0 mod 4, (d0 + 7) floordiv 4)",
    ),
    (
        "map",
        "(d0, d1) -> ((d0 * 4 + d1 * 8) floordiv 4, (d0 * 4 + d1 * 8) mod 4)",
        "(d0, d1) -> (d0 + d1 * 2, 0)",
    ),
    (
        "map",
        "(d0, d1) -> (((d0 * 4) floordiv 2) mod 2, ((d0 * 8) ceildiv 2) mod 4)",
        "(d0, d1) -> (0, 0)",
    ),
    ("map", "(d0, d1) -> (((d0 * 4 + 4) floordiv 2) mod 2)", "(d0, d1) -> (0)"),
    (
        "map",
        "(d0, d1)[s0] -> ((d0 * s0) mod 1, (d0 * s0 * 4) mod 2, (d0 * s0 * 4) floordiv 2)",
        "(d0, d1)[s0] -> (0, 0, (d0 * s0) * 2)",
    ),
    (
        "map",
        "(d0, d1)[s0] -> ((s0 * 4) mod 2, (s0 * 4) floordiv 2, (4 * s0) floordiv 2, s0 mod 1)",
        "(d0, d1)[s0] -> (0, s0 * 2, s0 * 2, 0)",
    ),
    ("map", "(d0, d1) -> (d0 + d1 + d0 + d1)", "(d0, d1) -> (d0 + d1 + d0 + d1)"),
    ("map", "(d0, d1) -> (d0 + 1 + d1 + 2)", "(d0, d1) -> (d0 + d1 + 3)"),
    ("map", "(d0, d1) -> (d0 * 2 + 1 + d0 * 3)", "(d0, d1) -> (d0 * 5 + 1)"),
    ("map", "(d0, d1) -> (3 * (d0 + 1))", "(d0, d1) -> ((d0 + 1) * 3)"),
    (
        "map",
        "(d0, d1)[s0] -> ((d0 + 1) * s0, s0 * (d0 + 1), (d0 * 2) * s0, s0 * (d0 * 2), s0 * 2 * d0)",
        "(d0, d1)[s0] -> ((d0 + 1) * s0, (d0 + 1) * s0, (d0 * s0) * 2, (d0 * s0) * 2, d0 * (s0 * 2))",
    ),
    (
        "map",
        "(d0, d1)[s0] -> (s0 + 1 + d0, s0 + d0 + 1, 1 + s0, s0 * 2 + d0)",
        "(d0, d1)[s0] -> (d0 + s0 + 1, d0 + s0 + 1, s0 + 1, d0 + s0 * 2)",
    ),
    (
        "map",
        "(d0, d1)[s0, s1] -> (s0 + s1 + d0, d0 + s0 + d1, s0 + d0 * 2 + s1)",
        "(d0, d1)[s0, s1] -> (d0 + s0 + s1, d0 + s0 + d1, d0 * 2 + s0 + s1)",
    ),
    (
        "map",
        "(d0, d1) -> (d0 * -1 + d0, -d0 + d0, d0 - d0 * 2, -d0 - d0)",
        "(d0, d1) -> (0, 0, -d0, d0 * -2)",
    ),
    (
        "map",
        "(d0, d1) -> (d0 + (d0 floordiv 4) * -4, d0 + (d0 floordiv 4) * -8, d0 + (d0 floordiv -4) * 4)",
        "(d0, d1) -> (d0 mod 4, d0 - (d0 floordiv 4) * 8, d0 + (d0 floordiv -4) * 4)",
    ),
    (
        "map",
        "(d0, d1) -> ((d0 floordiv 4) * -4 + d0, d1 + d0 - (d0 floordiv 4) * 4)",
        "(d0, d1) -> ((d0 floordiv 4) * -4 + d0, d0 + d1 - (d0 floordiv 4) * 4)",
    ),
    (
        "map",
        "(d0, d1)[s0] -> (d0 + (d0 floordiv s0) * (s0 * -1), d0 - s0 * (d0 floordiv s0))",
        "(d0, d1)[s0] -> (d0 + (d0 floordiv s0) * (-s0), d0 mod s0)",
    ),
    (
        "map",
        "(d0, d1) -> (d0 - (d0 floordiv 0) * 0, d0 + (d0 floordiv -4) * 4)",
        "(d0, d1) -> (d0, d0 + (d0 floordiv -4) * 4)",
    ),
    (
        "map",
        "(d0, d1) -> (-(-d0), - - d0, -(-(d0 + 1)), -(d0 - 1))",
        "(d0, d1) -> (d0, d0, d0 + 1, -(d0 - 1))",
    ),
    (
        "map",
        "(d0, d1) -> (d0 mod 4 + d1 * -1, d0 floordiv 4 - d1, d0 - d1 mod 4, d0 - d1 * 2 floordiv 3)",
        "(d0, d1) -> (d0 mod 4 - d1, d0 floordiv 4 - d1, d0 - d1 mod 4, d0 - (d1 * 2) floordiv 3)",
    ),
    (
        "map",
        "(d0, d1) -> (d0 - (d1 floordiv 2) * 3, d0 - (d1 mod 2) * -3, d0 - d1 * -3)",
        "(d0, d1) -> (d0 - (d1 floordiv 2) * 3, d0 + (d1 mod 2) * 3, d0 + d1 * 3)",
    ),
    ("map", "(d0, d1) -> (d0 * (d1 * 0))", "(d0, d1) -> (0)"),
    ("map", "(d0, d1) -> (d0 * 0, 0 * d0, d0 * 0 + 1)", "(d0, d1) -> (0, 0, 1)"),
    (
        "map",
        "(true, loc, dense, x, symbol, i1, si1, ui1, f16, none, unit, tensor) -> (true + loc + dense + x + i1 + si1 + ui1 + f16 + none + unit + tensor)",
        "(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11) -> (d0 + d1 + d2 + d3 + d5 + d6 + d7 + d8 + d9 + d10 + d11)",
    ),
    (
        "map",
        "(d0, d1) -> (d0 + d1 * -9223372036854775807 - d1)",
        "(d0, d1) -> (d0 - d1 * 9223372036854775807 - d1)",
    ),
    (
        "map",
        "(d0, d1) -> (d0 - d1 * 9223372036854775807 - d1)",
        "(d0, d1) -> (d0 - d1 * 9223372036854775807 - d1)",
    ),
    ("map", "(d0, d1) -> (d0 + d1 * 9223372036854775807 * 2 * 4)", "(d0, d1) -> (d0 - d1 * 8)"),
    (
        "map",
        "(d0, d1)[s0] -> (d0 - d1 * s0, d0 - s0 * 2, d0 - (d1 + s0) * s0, d0 - (d1 floordiv s0) * s0, -(d1 * s0))",
        "(d0, d1)[s0] -> (d0 - d1 * s0, d0 - s0 * 2, d0 - (d1 + s0) * s0, d0 - (d1 floordiv s0) * s0, -(d1 * s0))",
    ),
    (
        "map",
        "(d0, d1)[s0] -> (-(d0 floordiv 2), -(d0 mod 2) + 1, d0 + -(d1 mod 2), (-d0) floordiv 2, (-d0) * s0, s0 * -d0)",
        "(d0, d1)[s0] -> (-(d0 floordiv 2), -(d0 mod 2) + 1, d0 - d1 mod 2, (-d0) floordiv 2, -(d0 * s0), -(d0 * s0))",
    ),
    (
        "map",
        "(d0, d1)[s0] -> (((d0 + d1) * 2) floordiv 2, (d0 + d1 * 2) floordiv 2, (d0 * 2 + d1) floordiv 2)",
        "(d0, d1)[s0] -> (d0 + d1, d0 floordiv 2 + d1, d0 + d1 floordiv 2)",
    ),
    (
        "map",
        "(d0, d1)[s0] -> ((d0 * 4 + 8) floordiv -4, (d0 * 4 + 3) floordiv -4)",
        "(d0, d1)[s0] -> (-d0 - 2, -d0 - 1)",
    ),
    (
        "map",
        "(d0, d1) -> ((d0 * 4 + d1 * 4 + d0 * 8 + 3) floordiv 4)",
        "(d0, d1) -> (d0 + d1 + d0 * 2)",
    ),
    (
        "map",
        "(d0, d1) -> ((d0 * 4 + d1 + d0 * 8 + 4) floordiv 4)",
        "(d0, d1) -> (d0 + d1 floordiv 4 + d0 * 2 + 1)",
    ),
    ("map", "(d0, d1) -> ((d0 * 4 + d1 + d0 * 8 + 4) mod 4)", "(d0, d1) -> (d1 mod 4)"),
    (
        "map",
        "(d0, d1) -> ((d1 + d0 * 4 + 5) mod 4, (d1 + d0 * 4 + 5) floordiv 4)",
        "(d0, d1) -> ((d1 + d0 * 4 + 5) mod 4, (d1 + d0 * 4 + 5) floordiv 4)",
    ),
    (
        "map",
        "(d0, d1) -> (((d0 mod 8) mod 8) mod 8, (d0 mod 6) mod 3, (d0 mod 3) mod 6)",
        "(d0, d1) -> (d0 mod 8, d0 mod 3, (d0 mod 3) mod 6)",
    ),
    (
        "map",
        "(d0, d1)[s0] -> ((d0 mod s0) mod 2, (d0 mod 4) mod s0, d0 mod (s0 * 2))",
        "(d0, d1)[s0] -> ((d0 mod s0) mod 2, (d0 mod 4) mod s0, d0 mod (s0 * 2))",
    ),
    (
        "map",
        "(d0, d1)[s0] -> ((d0 * s0) floordiv 1, (d0 * 6) floordiv 3 floordiv 2, (d0 floordiv 2) floordiv 3)",
        "(d0, d1)[s0] -> (d0 * s0, d0, (d0 floordiv 2) floordiv 3)",
    ),
    (
        "map",
        "(d0, d1) -> (d0 * 6 mod 4, d0 * 2 * 3 mod 6, (d0 * 3 + d1 * 6) mod 3)",
        "(d0, d1) -> ((d0 * 6) mod 4, 0, 0)",
    ),
    (
        "map",
        "(d0, d1) -> ((d0 * 6) ceildiv 3, (d0 * 6 + 6) ceildiv 3, (d0 + d0) ceildiv 2, (d0 * -6) ceildiv 3)",
        "(d0, d1) -> (d0 * 2, (d0 * 6 + 6) ceildiv 3, d0, d0 * -2)",
    ),
    (
        "map",
        "(d0, d1) -> (-9223372036854775807 - 1 - 1, 4611686018427387904 * 2, -4611686018427387904 * 2, -1 * (-9223372036854775807 - 1))",
        "(d0, d1) -> (-9223372036854775808 - 1, 4611686018427387904 * 2, -9223372036854775808, -1 * -9223372036854775808)",
    ),
    (
        "map",
        "(d0, d1) -> ((-9223372036854775807 - 1) mod 3, (-9223372036854775807 - 1) floordiv 3, (-9223372036854775807 - 1) ceildiv 3, (-9223372036854775807 - 1) ceildiv -1)",
        "(d0, d1) -> (1, -3074457345618258603, -3074457345618258602, -9223372036854775808 ceildiv -1)",
    ),
    (
        "map",
        "(d0, d1) -> (7 ceildiv -1, -7 floordiv -1, 0 floordiv -5, 9223372036854775807 ceildiv -1)",
        "(d0, d1) -> (-7, 7, 0, -9223372036854775807)",
    ),
    (
        "map",
        "(d0, d1) -> (d0 + d1 - d0, d0 + d1 - d1, d1 + d0 - d1)",
        "(d0, d1) -> (d0 + d1 - d0, d0 + d1 - d1, d0 + d1 - d1)",
    ),
    (
        "map",
        "(d0, d1)[s0] -> (s0 - s0, s0 * 2 - s0, s0 - d0 + d0, d0 + s0 - s0)",
        "(d0, d1)[s0] -> (0, s0, -d0 + s0 + d0, d0 + s0 - s0)",
    ),
    ("map", "(d0, d1) -> (d0 * 2 + d0 * -2, (d0 + 1) * 2 - (d0 + 1) * 2)", "(d0, d1) -> (0, 0)"),
    (
        "map",
        "(d0, d1) -> (2 + 3 * 4 - 5, (2 + 3) * 4, 10 floordiv 3 * 3 + 10 mod 3, 6 - 6 * 2)",
        "(d0, d1) -> (9, 20, 10, -6)",
    ),
    (
        "map",
        "(d0, d1)[s0, s1] -> (s0 * s1 * 2 + s0 * s1 * 3, d0 * s0 + d0 * s0, d0 * s0 * 2 + d0 * s0)",
        "(d0, d1)[s0, s1] -> ((s0 * s1) * 5, (d0 * s0) * 2, (d0 * s0) * 3)",
    ),
    (
        "map",
        "(d0, d1) -> ((d0 floordiv 2) * 2 + (d0 floordiv 2) * 3)",
        "(d0, d1) -> ((d0 floordiv 2) * 5)",
    ),
    ("map", "(d0)[s0] -> (d0 + ((d0 floordiv s0) * s0) floordiv -1)", "(d0)[s0] -> (d0 mod s0)"),
    ("map", "(d0)[s0] -> (d0 + ((d0 floordiv s0) * s0) mod -1)", "(d0)[s0] -> (d0 mod s0)"),
    ("map", "(d0)[s0] -> (d0 + ((d0 floordiv s0) * s0) ceildiv -1)", "(d0)[s0] -> (d0 mod s0)"),
    (
        "map",
        "(d0)[s0] -> (d0 + (d0 floordiv 4) floordiv -4)",
        "(d0)[s0] -> (d0 + (d0 floordiv 4) floordiv -4)",
    ),
    (
        "map",
        "(d0)[s0] -> (d0 + (d0 floordiv 4) ceildiv -4)",
        "(d0)[s0] -> (d0 + (d0 floordiv 4) ceildiv -4)",
    ),
    (
        "map",
        "(d0)[s0] -> (d0 + (d0 floordiv 4) mod -4)",
        "(d0)[s0] -> (d0 + (d0 floordiv 4) mod -4)",
    ),
    (
        "map",
        "(d0)[s0] -> (d0 + (d0 floordiv s0) * (s0 * -1))",
        "(d0)[s0] -> (d0 + (d0 floordiv s0) * (-s0))",
    ),
    (
        "map",
        "(d0)[s0] -> (d0 * 2 + (d0 * 2 floordiv 4) * -4, (d0 + 1) - ((d0 + 1) floordiv 4) * 4)",
        "(d0)[s0] -> ((d0 * 2) mod 4, d0 - ((d0 + 1) floordiv 4) * 4 + 1)",
    ),
    (
        "map",
        "(d0)[s0] -> (d0 + 1 - ((d0 + 1) floordiv s0) * s0)",
        "(d0)[s0] -> (d0 - ((d0 + 1) floordiv s0) * s0 + 1)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> (d1 + d0, s1 + s0, s1 * s0, d2 + d1 + d0, d1 * 2 + d0, d1 + d0 * 2, s1 + s0 * 2, s1 * 2 + s0)",
        "(d0, d1, d2)[s0, s1] -> (d0 + d1, s0 + s1, s0 * s1, d1 + d2 + d0, d1 * 2 + d0, d1 + d0 * 2, s1 + s0 * 2, s1 * 2 + s0)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> (d1 + s0, s0 + d1, s1 * d0, d0 * s1, d2 + (d1 + d0), (s1 + s0) + d0, s1 + d0)",
        "(d0, d1, d2)[s0, s1] -> (d1 + s0, d1 + s0, d0 * s1, d0 * s1, d2 + d0 + d1, d0 + s0 + s1, d0 + s1)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> (d1 + 1 + d0, d1 + d0 + 1, s1 * 3 * s0, s1 * s0 * 3, d1 - d0, s1 - s0, -s1 + s0, d0 floordiv s1 + d1)",
        "(d0, d1, d2)[s0, s1] -> (d0 + d1 + 1, d0 + d1 + 1, (s0 * s1) * 3, (s0 * s1) * 3, d1 - d0, s1 - s0, -s1 + s0, d0 floordiv s1 + d1)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> (d1 floordiv 2 + d0, d0 + d1 floordiv 2, (d1 + d0) mod 2, (d1 + d0 * 2) mod 2, (d1 + d0 * 2) floordiv 2)",
        "(d0, d1, d2)[s0, s1] -> (d1 floordiv 2 + d0, d0 + d1 floordiv 2, (d0 + d1) mod 2, d1 mod 2, d1 floordiv 2 + d0)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((s0 + s1) + (s1 floordiv 4) * -4, (s1 + s0) + (s1 floordiv 4) * -4, (d0 + d1) - (d1 floordiv 4) * 4, d1 + d0 - (d0 floordiv 4) * 4)",
        "(d0, d1, d2)[s0, s1] -> (s0 + s1 mod 4, s0 + s1 mod 4, d0 + d1 mod 4, d0 + d1 - (d0 floordiv 4) * 4)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> (d0 + d1 + d2 - (d2 floordiv 8) * 8, d2 + d1 - (d1 floordiv 8) * 8, d0 + (d1 + d2) - (d2 floordiv 8) * 8)",
        "(d0, d1, d2)[s0, s1] -> (d0 + d1 + d2 mod 8, d1 + d2 - (d1 floordiv 8) * 8, d0 + d1 + d2 mod 8)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> (d0 + (d0 floordiv 4) * -4 + d1, d1 + d0 + (d0 floordiv 4) * -4, d0 + d1 + (d0 floordiv 4) * -4)",
        "(d0, d1, d2)[s0, s1] -> (d0 mod 4 + d1, d0 + d1 - (d0 floordiv 4) * 4, d0 + d1 - (d0 floordiv 4) * 4)",
    ),
    (
        "map",
        "(d0, d1)[s0] -> (d0 - (d0 + 1), d0 - (d0 floordiv 4 + 1) * 4, d0 - (d0 + 1) * 4, d0 + (d0 * 2 + 1) * -1)",
        "(d0, d1)[s0] -> (d0 - (d0 + 1), d0 - (d0 floordiv 4 + 1) * 4, d0 - (d0 + 1) * 4, d0 - (d0 * 2 + 1))",
    ),
    ("map", "(d0, d1, d2)[s0] -> (d0 + d1 + d1)", "(d0, d1, d2)[s0] -> (d0 + d1 + d1)"),
    (
        "map",
        "(d0, d1, d2)[s0] -> (d0 + d1 * 2 + d1 * 3)",
        "(d0, d1, d2)[s0] -> (d0 + d1 * 2 + d1 * 3)",
    ),
    ("map", "(d0, d1, d2)[s0] -> (d0 + d1 - d1)", "(d0, d1, d2)[s0] -> (d0 + d1 - d1)"),
    ("map", "(d0, d1, d2)[s0] -> (d0 + d1 + d2 + d2)", "(d0, d1, d2)[s0] -> (d0 + d1 + d2 + d2)"),
    (
        "map",
        "(d0, d1, d2)[s0] -> ((d0 + d1) - (d1 floordiv s0) * s0)",
        "(d0, d1, d2)[s0] -> (d0 + d1 - (d1 floordiv s0) * s0)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0] -> ((d0 + d1) + ((d1 floordiv s0) * s0) floordiv -1)",
        "(d0, d1, d2)[s0] -> (d0 + d1 + ((d1 floordiv s0) * s0) floordiv -1)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0] -> ((d0 + 1 + d1) - (d1 floordiv 4) * 4)",
        "(d0, d1, d2)[s0] -> (d0 + d1 mod 4 + 1)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0] -> ((d0 + d1 + d2) - (d1 floordiv 4) * 4)",
        "(d0, d1, d2)[s0] -> (d0 + d1 + d2 - (d1 floordiv 4) * 4)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0] -> ((d0 + d1) - (d0 floordiv 4) * 4)",
        "(d0, d1, d2)[s0] -> (d0 + d1 - (d0 floordiv 4) * 4)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0] -> ((d0 * 2 + d1) - (d1 floordiv 4) * 4)",
        "(d0, d1, d2)[s0] -> (d0 * 2 + d1 mod 4)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0] -> ((d0 + d1 mod 4) - (d1 floordiv 4) * 4)",
        "(d0, d1, d2)[s0] -> (d0 + d1 mod 4 - (d1 floordiv 4) * 4)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0] -> ((d0 + d1) - (d1 floordiv -4) * -4)",
        "(d0, d1, d2)[s0] -> (d0 + d1 + (d1 floordiv -4) * 4)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0] -> ((d0 + d1) - (d1 floordiv 4) * 8)",
        "(d0, d1, d2)[s0] -> (d0 + d1 - (d1 floordiv 4) * 8)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0] -> ((s0 + d1) - (d1 floordiv 4) * 4)",
        "(d0, d1, d2)[s0] -> (d1 + (d1 floordiv 4) * -4 + s0)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0] -> ((d1 + s0) - (s0 floordiv 4) * 4)",
        "(d0, d1, d2)[s0] -> (d1 + s0 mod 4)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0] -> (((d0 + d1) + d2) - (d1 floordiv 4) * 4)",
        "(d0, d1, d2)[s0] -> (d0 + d1 + d2 - (d1 floordiv 4) * 4)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0] -> ((d0 + (d1 + d2)) - (d1 floordiv 4) * 4)",
        "(d0, d1, d2)[s0] -> (d0 + d1 + d2 - (d1 floordiv 4) * 4)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0] -> ((d0 + (d1 * 2 + 3)) - (d1 floordiv 4) * 4)",
        "(d0, d1, d2)[s0] -> (d0 + d1 * 2 - (d1 floordiv 4) * 4 + 3)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0] -> ((d2 + (d0 + (d0 floordiv 4) * -4)))",
        "(d0, d1, d2)[s0] -> (d2 + d0 mod 4)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0] -> (d0 + (d1 + d2 * 2) + d2 * 3)",
        "(d0, d1, d2)[s0] -> (d0 + d1 + d2 * 2 + d2 * 3)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0] -> ((d0 + d1) + (d1 floordiv 4) * -4 + 7)",
        "(d0, d1, d2)[s0] -> (d0 + d1 mod 4 + 7)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> (d0 + s0 + d1, d0 + s0 + s1, d0 + s0 * 2 + d1, d0 + (s0 + s1) + d1, d0 + s0 + d1 * 2, d0 + s0 + d0)",
        "(d0, d1, d2)[s0, s1] -> (d0 + s0 + d1, d0 + s0 + s1, d0 + s0 * 2 + d1, d0 + s0 + s1 + d1, d0 + s0 + d1 * 2, d0 + s0 + d0)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> (d0 + s0 + d1 + d2, d0 + s0 + s1 + d1, d0 + s1 + d1 + s0, (d0 + s0 floordiv 2) + d1)",
        "(d0, d1, d2)[s0, s1] -> (d0 + s0 + d1 + d2, d0 + s0 + s1 + d1, d0 + s1 + d1 + s0, d0 + s0 floordiv 2 + d1)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> (d0 + s0 + (d1 + d2), d0 + s0 + d1 floordiv 2, d0 + s0 + (d0 + 1), d0 + s0 - d0)",
        "(d0, d1, d2)[s0, s1] -> (d0 + s0 + d1 + d2, d0 + s0 + d1 floordiv 2, d0 + s0 + d0 + 1, d0 + s0 - d0)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> (s0 + d0 + d1, d0 * s0 + d1, d0 + d0 * s0 + d1, d0 + (d1 + s0) + d2)",
        "(d0, d1, d2)[s0, s1] -> (d0 + s0 + d1, d0 * s0 + d1, d0 + d0 * s0 + d1, d0 + d1 + s0 + d2)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d1 + s0) + (d1 floordiv 4) * -8)",
        "(d0, d1, d2)[s0, s1] -> (d1 + (d1 floordiv 4) * -8 + s0)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d1 + s0) + (d1 floordiv -4) * 4)",
        "(d0, d1, d2)[s0, s1] -> (d1 + (d1 floordiv -4) * 4 + s0)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d1 + s0) + (d0 floordiv 4) * -4)",
        "(d0, d1, d2)[s0, s1] -> (d1 + (d0 floordiv 4) * -4 + s0)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d1 + s0) + (d1 floordiv 4) * -4)",
        "(d0, d1, d2)[s0, s1] -> (d1 + (d1 floordiv 4) * -4 + s0)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d1 + s0) + (d1 floordiv s1) * -4)",
        "(d0, d1, d2)[s0, s1] -> (d1 + (d1 floordiv s1) * -4 + s0)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d1 + s0) + (d1 ceildiv 4) * -4)",
        "(d0, d1, d2)[s0, s1] -> (d1 + s0 - (d1 ceildiv 4) * 4)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d1 + 5) + (d1 floordiv 4) * -4)",
        "(d0, d1, d2)[s0, s1] -> (d1 mod 4 + 5)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d0 + (d1 + s0)) + (d1 floordiv 4) * -4)",
        "(d0, d1, d2)[s0, s1] -> (d0 + d1 + (d1 floordiv 4) * -4 + s0)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d0 + (d1 + s0)) + (d0 floordiv 4) * -4)",
        "(d0, d1, d2)[s0, s1] -> (d0 + d1 + (d0 floordiv 4) * -4 + s0)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d0 + d1 * 2) + (d1 floordiv 4) * -4)",
        "(d0, d1, d2)[s0, s1] -> (d0 + d1 * 2 - (d1 floordiv 4) * 4)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d0 + (d1 floordiv 4) * 4) + (d1 floordiv 4) * -4)",
        "(d0, d1, d2)[s0, s1] -> (d0)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d0 + d1 * 4) + (d1 floordiv 4) * -4)",
        "(d0, d1, d2)[s0, s1] -> (d0 + d1 * 4 - (d1 floordiv 4) * 4)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d0 + (d1 floordiv 4) * -4) + (d1 floordiv 4) * -4)",
        "(d0, d1, d2)[s0, s1] -> (d0 - (d1 floordiv 4) * 8)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d0 + (d1 floordiv 4)) + (d1 floordiv 4) * -4)",
        "(d0, d1, d2)[s0, s1] -> (d0 - (d1 floordiv 4) * 3)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d0 + (d0 floordiv 4) * -4) + (d0 floordiv 4) * -4)",
        "(d0, d1, d2)[s0, s1] -> (d0 mod 4 - (d0 floordiv 4) * 4)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d0 + s0) + (s0 floordiv 4) * -4)",
        "(d0, d1, d2)[s0, s1] -> (d0 + s0 mod 4)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d0 + s0 * 3) + (d0 floordiv 4) * -4)",
        "(d0, d1, d2)[s0, s1] -> (d0 + (d0 floordiv 4) * -4 + s0 * 3)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d0 + 1) + ((d0 + 1) floordiv 4) * -4)",
        "(d0, d1, d2)[s0, s1] -> (d0 - ((d0 + 1) floordiv 4) * 4 + 1)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d2 + (d0 + 1)) + ((d0 + 1) floordiv 4) * -4)",
        "(d0, d1, d2)[s0, s1] -> (d2 + d0 - ((d0 + 1) floordiv 4) * 4 + 1)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d0 + s0) + ((d0 + s0) floordiv 4) * -4)",
        "(d0, d1, d2)[s0, s1] -> ((d0 + s0) mod 4)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d1 + s0) + (d1 floordiv 4) * s1)",
        "(d0, d1, d2)[s0, s1] -> (d1 + (d1 floordiv 4) * s1 + s0)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d1 + s0) + (d1 floordiv 4) * -1)",
        "(d0, d1, d2)[s0, s1] -> (d1 + -(d1 floordiv 4) + s0)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d1 + s0) - (d1 floordiv 4))",
        "(d0, d1, d2)[s0, s1] -> (d1 + -(d1 floordiv 4) + s0)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d1 + s0) + (d1 floordiv 4) * 2)",
        "(d0, d1, d2)[s0, s1] -> (d1 + (d1 floordiv 4) * 2 + s0)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d1 + d2) + (d2 floordiv 4) * 2)",
        "(d0, d1, d2)[s0, s1] -> (d1 + d2 + (d2 floordiv 4) * 2)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d1 + (d2 + s0)) + (d2 floordiv 4) * 2)",
        "(d0, d1, d2)[s0, s1] -> (d1 + d2 + (d2 floordiv 4) * 2 + s0)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d1 + (d2 + 3)) + (d2 floordiv 4) * 2)",
        "(d0, d1, d2)[s0, s1] -> (d1 + d2 + (d2 floordiv 4) * 2 + 3)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d1 + d2 * 3) + (d2 floordiv 4) * -4)",
        "(d0, d1, d2)[s0, s1] -> (d1 + d2 * 3 - (d2 floordiv 4) * 4)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d1 + (d2 floordiv 4) * 3) + (d2 floordiv 4) * -4)",
        "(d0, d1, d2)[s0, s1] -> (d1 - d2 floordiv 4)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d1 + (d2 + (d2 floordiv 4) * 3)) + (d2 floordiv 4) * -4)",
        "(d0, d1, d2)[s0, s1] -> (d1 + d2 - d2 floordiv 4)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d1 + ((d2 floordiv 4) * 3 + d2)) + (d2 floordiv 4) * -4)",
        "(d0, d1, d2)[s0, s1] -> (d1 + (d2 floordiv 4) * 3 + d2 mod 4)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((s0 + s1) + (s1 floordiv 4) * -4)",
        "(d0, d1, d2)[s0, s1] -> (s0 + s1 mod 4)",
    ),
    (
        "map",
        "(d0, d1, d2)[s0, s1] -> ((d0 + (s0 + s1)) + (s1 floordiv 4) * -4)",
        "(d0, d1, d2)[s0, s1] -> (d0 + s0 + s1 mod 4)",
    ),
    ("map", "(d0, d1, d2) -> (d0, d1, d2)", "(d0, d1, d2) -> (d0, d1, d2)"),
    ("map", "() -> (42)", "() -> (42)"),
    ("map", "() -> (-7)", "() -> (-7)"),
    ("map", "(d0) -> ()", "(d0) -> ()"),
    ("map", "()[s0] -> ()", "()[s0] -> ()"),
    ("map", "()[s0, s1] -> (s0 * s1 + 1)", "()[s0, s1] -> (s0 * s1 + 1)"),
    ("set", "() : (0 == 0)", "() : (0 == 0)"),
    ("set", "(d0) : (1 == 0)", "(d0) : (1 == 0)"),
    ("set", "()[s0] : ()", "()[s0] : (0 == 0)"),
    (
        "set",
        "(d0, d1)[s0] : (d0 - d1 >= 0, d1 - s0 == 0, s0 - 1 >= 0)",
        "(d0, d1)[s0] : (d0 - d1 >= 0, d1 - s0 == 0, s0 - 1 >= 0)",
    ),
    (
        "set",
        "(d0)[s0, s1] : (d0 * s0 >= 0, d0 floordiv s1 == 0)",
        "(d0)[s0, s1] : (d0 * s0 >= 0, d0 floordiv s1 == 0)",
    ),
    ("map", "(d0, d1) -> (d1, d0)", "(d0, d1) -> (d1, d0)"),
    ("map", "(d0, d1)[s0] -> (d0, d1)", "(d0, d1)[s0] -> (d0, d1)"),
    ("map", "(d0) -> (0x10)", "(d0) -> (16)"),
    ("map", "(d0)[] -> (d0)", "(d0) -> (d0)"),
    ("map", "(i, j)[N] -> (i + j + N)", "(d0, d1)[s0] -> (d0 + d1 + s0)"),
    ("map", "(index, floordiv)[mod] -> (index + floordiv + mod)", "(d0, d1)[s0] -> (d0 + d1 + s0)"),
    ("map", "(i32) -> (i32)", "(d0) -> (d0)"),
    (
        "map",
        "(a.b, c$d, _e, f_1) -> (a.b + c$d + _e + f_1)",
        "(d0, d1, d2, d3) -> (d0 + d1 + d2 + d3)",
    ),
    ("map", "(d0) // comment\n -> (d0)", "(d0) -> (d0)"),
    ("map", "(d0) -> (d0 // c\n + 1)", "(d0) -> (d0 + 1)"),
    ("set", "(d0) : (d0 > = 0)", "(d0) : (d0 >= 0)"),
    ("set", "(d0) : (d0 = = 0)", "(d0) : (d0 == 0)"),
    ("set", "(d0) : (d0 <= 0)", "(d0) : (-d0 >= 0)"),
    ("set", "(d0) : (d0 < = 0)", "(d0) : (-d0 >= 0)"),
    (
        "set",
        "(d0) : (d0 <= d0 + 5, 3 >= d0, d0 == 7)",
        "(d0) : (5 >= 0, -d0 + 3 >= 0, d0 - 7 == 0)",
    ),
    (
        "set",
        "(d0)[s0] : (d0 * 2 >= 0, d0 floordiv 4 - s0 == 0, -d0 >= 0, 0 >= d0 * 3)",
        "(d0)[s0] : (d0 * 2 >= 0, d0 floordiv 4 - s0 == 0, -d0 >= 0, d0 * -3 >= 0)",
    ),
    ("set", "()[s0] : (s0 >= 0)", "()[s0] : (s0 >= 0)"),
    ("map", "()[s0] -> (s0)", "()[s0] -> (s0)"),
    ("map", "()[s0, s1] -> (s0 floordiv s1)", "()[s0, s1] -> (s0 floordiv s1)"),
    ("map", "(d0) -> (0x7FFFFFFFFFFFFFFF)", "(d0) -> (9223372036854775807)"),
    ("map", "(d0) -> (007)", "(d0) -> (7)"),
    ("map", "(d0) [s0] -> (d0)", "(d0)[s0] -> (d0)"),
    ("set", "(d0) : (d0 > <= 0)", "(d0) : (-d0 >= 0)"),
    ("set", "(d0) : ()", "(d0) : (0 == 0)"),
    ("set", "(d0) : ( )", "(d0) : (0 == 0)"),
    ("map", "(d0) -> (d0 \0 + 1)", "(d0) -> (d0 + 1)"),
    ("map", "(d0) ->\n(d0)", "(d0) -> (d0)"),
    ("map", "(d0) -> (d0 + 1)", "(d0) -> (d0 + 1)"),
    ("map", "(d0) -> (d0 , 1)", "(d0) -> (d0, 1)"),
    ("map", "(d0) -> (d0 - 1)", "(d0) -> (d0 - 1)"),
    ("map", "(d0) -> (d0 -- 1)", "(d0) -> (d0 + 1)"),
];

/// `(kind, body, offset, message)`: `mlir-opt-22`'s first diagnostic, with the
/// caret converted to a byte offset into the body. Kinds `map`/`set` are
/// followed by the rest of the test line (`>} : () -> ()` and a newline), the
/// `eof` kinds end the input right after the body.
const ERROR_CASES: &[(&str, &str, usize, &str)] = &[
    ("map", "(d0, d1) -> (9223372036854775808)", 13, "constant too large for index"),
    (
        "map",
        "(d0, d1)[s0] -> (d0 + (d1 floordiv s0) * s0 * -1, d0 - (d0 floordiv s1) * s0)",
        67,
        "use of undeclared identifier",
    ),
    ("map", "(d0) -> (d1)", 9, "use of undeclared identifier"),
    ("map", "(d0) -> (d0 + x)", 13, "use of undeclared identifier"),
    ("map", "(d0) -> (d0 +  x)", 13, "use of undeclared identifier"),
    (
        "map",
        "(d0, d1) -> (d0 * d1)",
        16,
        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
    ),
    (
        "map",
        "(d0, d1) -> (d0 * d1 * 2)",
        21,
        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
    ),
    (
        "map",
        "(d0, d1) -> (2 * d0 * d1)",
        20,
        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
    ),
    (
        "map",
        "(d0, d1) -> (d0 floordiv d1)",
        16,
        "non-affine expression: right operand of floordiv has to be either a constant or symbolic",
    ),
    (
        "map",
        "(d0, d1) -> (d0 ceildiv d1)",
        16,
        "non-affine expression: right operand of ceildiv has to be either a constant or symbolic",
    ),
    (
        "map",
        "(d0, d1) -> (d0 mod d1)",
        16,
        "non-affine expression: right operand of mod has to be either a constant or symbolic",
    ),
    (
        "map",
        "(d0, d1) -> (d0 floordiv d1 + 1)",
        16,
        "non-affine expression: right operand of floordiv has to be either a constant or symbolic",
    ),
    (
        "map",
        "(d0, d1) -> (d0 + d0 mod d1 + 1)",
        21,
        "non-affine expression: right operand of mod has to be either a constant or symbolic",
    ),
    (
        "map",
        "(d0, d1) -> (d0 * 2 mod d1)",
        20,
        "non-affine expression: right operand of mod has to be either a constant or symbolic",
    ),
    ("map", "(d0, d1) (d0)", 8, "expected '->' or ':'"),
    ("map", "(d0, d1) - (d0)", 8, "expected '->' or ':'"),
    ("map", "(d0, d1)", 8, "expected '->' or ':'"),
    ("map", "(d0, d0) -> (d0)", 5, "redefinition of identifier 'd0'"),
    ("map", "(d0)[d0] -> (d0)", 5, "redefinition of identifier 'd0'"),
    ("map", "(d0 -> (d0)", 3, "expected ')' in dimensional identifier list"),
    ("map", "(d0,) -> (d0)", 4, "expected bare identifier"),
    ("map", "() -> (", 7, "expected affine expression"),
    ("map", "() -> (1", 8, "expected ')' in affine map range"),
    ("map", "() -> (1,)", 9, "expected affine expression"),
    ("map", "() -> (1 2)", 8, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 +)", 13, "missing right operand of binary operator"),
    ("map", "(d0) -> (+ d0)", 9, "missing left operand of binary operator"),
    ("map", "(d0) -> (* d0)", 9, "missing left operand of binary operator"),
    ("map", "(d0) -> (d0 * )", 14, "missing right operand of binary operator"),
    ("map", "(d0) -> (d0 * + 1)", 14, "missing right operand of binary operator"),
    ("map", "(d0) -> (-)", 10, "expected affine expression"),
    ("map", "(d0) -> (- )", 11, "expected affine expression"),
    ("map", "(d0) -> (d0 - )", 14, "missing right operand of binary operator"),
    ("map", "(d0) -> (())", 10, "no expression inside parentheses"),
    ("map", "(d0) -> ((d0)", 13, "expected ')' in affine map range"),
    ("map", "(d0) -> (1.5)", 9, "expected affine expression"),
    ("map", "(d0) -> (0x8000000000000000)", 9, "constant too large for index"),
    ("map", "(d0) -> (99999999999999999999999)", 9, "constant too large for index"),
    ("map", "(d0) -> (%x)", 9, "unexpected ssa identifier"),
    ("map", "(d0) -> (symbol(%x))", 16, "unexpected ssa identifier"),
    ("map", "(d0) -> (@x)", 9, "expected affine expression"),
    ("map", "(d0) -> (d0 $ 1)", 12, "unexpected character"),
    ("map", "(d0) -> (d0 & 1)", 12, "unexpected character"),
    ("map", "(d0) -> (\"x\")", 9, "expected affine expression"),
    ("map", "(d0) -> (\"x", 24, "expected '\"' in string literal"),
    ("map", "(d0) -> (d0 floordiv)", 20, "missing right operand of binary operator"),
    ("map", "(d0) -> (floordiv)", 9, "use of undeclared identifier"),
    ("map", "(1) -> (d0)", 1, "expected bare identifier"),
    ("map", "[s0] -> (d0)", 0, "expected '(' in dimensional identifier list"),
    ("map", "(d0)[s0 -> (d0)", 7, "expected ']' in symbol list"),
    ("map", "(d0) ->", 7, "expected '(' in affine map range"),
    ("map", "", 0, "expected '(' in dimensional identifier list"),
    ("map", "(d0) -> d0", 7, "expected '(' in affine map range"),
    (
        "set",
        "(d0) : (d0)",
        10,
        "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
    ),
    (
        "set",
        "(d0) : (d0 > 0)",
        13,
        "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
    ),
    ("set", "(d0) : (d0 >= )", 14, "expected affine expression"),
    (
        "set",
        "(d0) : (d0 = 0)",
        13,
        "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
    ),
    ("set", "(d0) : (d0 != 0)", 11, "invalid type identifier"),
    ("set", "(d0) : (d0 >= 0", 15, "expected ')' in integer set constraint list"),
    ("set", "(d0) : d0 >= 0", 6, "expected '(' in integer set constraint list"),
    ("set", "(d0) -> (d0)", 0, "expected IntegerSet, but got AffineMap"),
    ("map", "(d0) : (d0 >= 0)", 0, "expected AffineMap, but got IntegerSet"),
    (
        "map",
        "(d0, d1) -> (d0 * d1 mod 2)",
        21,
        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
    ),
    (
        "map",
        "(d0, d1) -> (d0 * d1 + 2)",
        16,
        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
    ),
    (
        "map",
        "(d0, d1) -> (d0 mod 2 * d1)",
        22,
        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
    ),
    (
        "map",
        "(d0, d1) -> (d0 mod 2 * d1 * 3)",
        27,
        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
    ),
    (
        "map",
        "(d0, d1)[s0] -> (d0 * s0 * d1)",
        25,
        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
    ),
    (
        "map",
        "(d0, d1)[s0] -> (d0 * (s0 + d0))",
        20,
        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
    ),
    (
        "map",
        "(d0, d1)[s0] -> (d0 floordiv (s0 + d0))",
        20,
        "non-affine expression: right operand of floordiv has to be either a constant or symbolic",
    ),
    (
        "map",
        "(si8, ui16, f32, bf16, affine_map, symbol, true, loc) -> (si8 + ui16 + f32 + bf16 + affine_map + symbol + true + loc)",
        103,
        "expected '(' at start of SSA symbol",
    ),
    ("map", "(d0) -> (d0 +\n x)", 13, "use of undeclared identifier"),
    ("map", "(d0) -> (d0 + // comment\n x)", 13, "use of undeclared identifier"),
    ("map", "(d0) -> (d0 + // comment\n\n   \n x)", 13, "use of undeclared identifier"),
    ("map", "(d0) -> (d0 + 1 // c +\n x)", 15, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0\n\n x)", 11, "expected ')' in affine map range"),
    (
        "set",
        "(d0) : (d0 )",
        11,
        "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
    ),
    (
        "set",
        "(d0) : (d0 < 0)",
        13,
        "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
    ),
    ("set", "(d0) : (d0 >= 0 >= 1)", 15, "expected ')' in integer set constraint list"),
    ("map", "(d0) -> (0b101)", 10, "expected ')' in affine map range"),
    ("map", "(d0) -> (0xg)", 10, "expected ')' in affine map range"),
    ("map", "(d0) -> (0xFFFFFFFFFFFFFFFF)", 9, "constant too large for index"),
    ("map", "(d0) -> (1.)", 9, "expected affine expression"),
    ("map", "(d0) -> (1e5)", 10, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 . 1)", 13, "expected three consecutive dots for an ellipsis"),
    ("map", "(d0) -> (d0 ... 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 / 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (#x)", 9, "expected affine expression"),
    ("map", "(d0) -> (# x)", 9, "invalid attribute name"),
    ("map", "(d0) -> (^x)", 9, "expected affine expression"),
    ("map", "(d0) -> (% x)", 9, "invalid SSA name"),
    ("map", "(d0) -> (@1)", 10, "@ identifier expected to start with letter or '_'"),
    ("map", "(d0) -> (@\"x)", 26, "expected '\"' in string literal"),
    ("map", "(d0) -> (\"\\q\")", 10, "unknown escape in string literal"),
    ("map", "(d0) -> (d0 ? 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 | 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 {-# 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (é)", 9, "unexpected character"),
    ("map", "(d0) -> (d0 : 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0, )", 13, "expected affine expression"),
    ("map", "(d0) -> (, d0)", 9, "expected affine expression"),
    ("map", "(d0) -> (d0 d0)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (symbol)", 15, "expected '(' at start of SSA symbol"),
    ("map", "(d0) -> (symbol(d0))", 16, "unexpected ssa identifier"),
    ("map", "(d0) -> (symbol d0)", 15, "expected '(' at start of SSA symbol"),
    ("map", "(d0 d1) -> (d0)", 3, "expected ')' in dimensional identifier list"),
    ("map", "(d0)[s0,] -> (d0)", 8, "expected bare identifier"),
    ("map", "(d0)[1] -> (d0)", 5, "expected bare identifier"),
    ("map", "(d0) -> ( 0x8000000000000000)", 10, "constant too large for index"),
    ("map", "(d0) -> ( %x)", 9, "unexpected ssa identifier"),
    ("map", "(d0) -> (symbol( %x))", 16, "unexpected ssa identifier"),
    ("map", "(d0) -> (symbol ( %x ))", 17, "unexpected ssa identifier"),
    ("map", "(d0) -> (symbol(%x)", 16, "unexpected ssa identifier"),
    ("map", "(d0) -> (d0 + ( ))", 16, "no expression inside parentheses"),
    ("map", "(d0) -> ( + d0)", 10, "missing left operand of binary operator"),
    ("map", "(d0) -> ( * d0)", 10, "missing left operand of binary operator"),
    ("map", "( 1) -> (d0)", 1, "expected bare identifier"),
    ("map", "(d0)[ 1] -> (d0)", 5, "expected bare identifier"),
    ("map", "(d0) -> ( 1.5)", 10, "expected affine expression"),
    ("map", "(d0) -> ( @x)", 10, "expected affine expression"),
    ("set", "(d0) : (d0 >== 0)", 13, "expected affine expression"),
    ("set", "(d0) : (d0 == 0 == 0)", 15, "expected ')' in integer set constraint list"),
    ("set", "(d0) : (d0 >= 0,)", 16, "expected affine expression"),
    ("set", "(d0) : (,)", 8, "expected affine expression"),
    ("eofmap", "(d0) -> (d0", 10, "expected ')' in affine map range"),
    ("eofmap", "(d0) -> (d0 ", 11, "expected ')' in affine map range"),
    ("eofmap", "(d0) -> (d0 +", 12, "missing right operand of binary operator"),
    ("eofmap", "(d0) -> (d0 + ", 13, "missing right operand of binary operator"),
    ("eofmap", "(d0) -> (", 8, "expected affine expression"),
    ("eofmap", "(d0) ->", 6, "expected '(' in affine map range"),
    ("eofmap", "(d0)", 3, "expected '->' or ':'"),
    ("eofmap", "(d0", 2, "expected ')' in dimensional identifier list"),
    ("eofmap", "(d0) -> (d0 // x", 14, "expected ')' in affine map range"),
    ("eofmap", "(d0) -> (d0 // x\n", 16, "expected ')' in affine map range"),
    ("eofmap", "(d0) -> (d0 .", 13, "expected three consecutive dots for an ellipsis"),
    ("eofmap", "(d0) -> (d0 ..", 13, "expected three consecutive dots for an ellipsis"),
    ("eofmap", "(d0) -> (0x", 10, "expected ')' in affine map range"),
    ("eofmap", "(d0) -> (d0 @", 13, "@ identifier expected to start with letter or '_'"),
    ("eofmap", "(d0) -> (d0 \"", 13, "expected '\"' in string literal"),
    ("eofmap", "(d0) -> (d0 \"\\", 13, "unknown escape in string literal"),
    ("eofmap", "(d0) -> (d0 \"\\1", 13, "unknown escape in string literal"),
    ("eofmap", "(d0) -> (d0 %", 12, "invalid SSA name"),
    ("eofset", "(d0) : (d0 >=", 12, "expected affine expression"),
    (
        "eofset",
        "(d0) : (d0 >",
        11,
        "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
    ),
    (
        "eofset",
        "(d0) : (d0",
        9,
        "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
    ),
    ("map", "(d0) -> (d0\r\n\r\n + x)", 17, "use of undeclared identifier"),
    ("map", "(d0) -> (d0 // a\r\n + x)", 20, "use of undeclared identifier"),
    ("map", "(d0) -> (d0\t\t\n\t + x)", 17, "use of undeclared identifier"),
    ("map", "(d0) -> (d0 + 1 // a // b\n\n x)", 15, "expected ')' in affine map range"),
    (
        "map",
        "(d0, d1) -> (d0 * 2 * d1)",
        20,
        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
    ),
    ("map", "(d0, d1) -> (d0 * d1 * $)", 23, "unexpected character"),
    ("map", "(d0, d1) -> (d0 * d1 $)", 21, "unexpected character"),
    (
        "map",
        "(d0, d1) -> (d0 * -d1)",
        16,
        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
    ),
    ("map", "(d0, d1) -> (d0 * - - )", 22, "missing right operand of binary operator"),
    ("map", "(d0, d1) -> (-(d0 + ))", 20, "missing right operand of binary operator"),
    ("map", "(d0, d1) -> (d0 + -)", 19, "missing right operand of binary operator"),
    ("map", "(d0) -> (d0 ! 1)", 12, "invalid type identifier"),
    ("map", "(d0) -> (d0 !! 1)", 12, "invalid type identifier"),
    ("map", "(d0) -> (d0 \" 1)", 29, "expected '\"' in string literal"),
    ("map", "(d0) -> (d0 \"\" 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 # 1)", 12, "invalid attribute name"),
    ("map", "(d0) -> (d0 ## 1)", 12, "invalid attribute name"),
    ("map", "(d0) -> (d0 $$ 1)", 12, "unexpected character"),
    ("map", "(d0) -> (d0 % 1)", 12, "invalid SSA name"),
    ("map", "(d0) -> (d0 %% 1)", 12, "invalid SSA name"),
    ("map", "(d0) -> (d0 && 1)", 12, "unexpected character"),
    ("map", "(d0) -> (d0 ' 1)", 12, "unexpected character"),
    ("map", "(d0) -> (d0 '' 1)", 12, "unexpected character"),
    ("map", "(d0) -> (d0 ** 1)", 13, "missing right operand of binary operator"),
    ("map", "(d0) -> (d0 ++ 1)", 13, "missing right operand of binary operator"),
    ("map", "(d0) -> (d0 ,, 1)", 13, "expected affine expression"),
    ("map", "(d0) -> (d0 .. 1)", 13, "expected three consecutive dots for an ellipsis"),
    ("map", "(d0) -> (d0 // 1)", 30, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 :: 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 ; 1)", 12, "unexpected character"),
    ("map", "(d0) -> (d0 ;; 1)", 12, "unexpected character"),
    ("map", "(d0) -> (d0 < 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 << 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 = 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 == 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 > 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 >> 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 ?? 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 @ 1)", 13, "@ identifier expected to start with letter or '_'"),
    ("map", "(d0) -> (d0 @@ 1)", 13, "@ identifier expected to start with letter or '_'"),
    ("map", "(d0) -> (d0 [ 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 [[ 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 \\ 1)", 12, "unexpected character"),
    ("map", "(d0) -> (d0 \\\\ 1)", 12, "unexpected character"),
    ("map", "(d0) -> (d0 ] 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 ]] 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 ^ 1)", 12, "invalid block name"),
    ("map", "(d0) -> (d0 ^^ 1)", 12, "invalid block name"),
    ("map", "(d0) -> (d0 _ 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 __ 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 ` 1)", 12, "unexpected character"),
    ("map", "(d0) -> (d0 `` 1)", 12, "unexpected character"),
    ("map", "(d0) -> (d0 { 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 {{ 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 || 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 } 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 }} 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 ~ 1)", 12, "unexpected character"),
    ("map", "(d0) -> (d0 ~~ 1)", 12, "unexpected character"),
    ("map", "(d0) -> (d0 #-} 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 -> 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 ^bb 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 !x 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 #x 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 @x 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 @\"x\" 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 1.5e3 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 0x1.5 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 -. 1)", 14, "expected three consecutive dots for an ellipsis"),
    ("map", "(d0) -> (d0 %0 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 %- 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 !- 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 %a$.-_ 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 \"\\\\\" 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 \"\n\t\\\"\" 1)", 13, "expected '\"' in string literal"),
    ("map", "(d0) -> (d0 \"\\41\" 1)", 11, "expected ')' in affine map range"),
    ("map", "(d0) -> (d0 \"\\4g\" 1)", 13, "unknown escape in string literal"),
];
