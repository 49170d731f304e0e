//! `#[pattern]` beyond DRR, from a user's dialect through the facade:
//! variadic operands matched with slice patterns and packed into a
//! variadic operand, `either` and the `commutative` option, a multi-result
//! op inside a nested match (`Result(name, …)`), matched ops other than
//! the root replaced and erased, a region moved into a created op, and
//! the report of a pattern a more general one shadows.
//! Each test runs the canonicalizer on a small function and reads the
//! printed result.

use std::sync::Arc;

use mlir_rs::core::transforms::canonicalize::canonicalize;
use mlir_rs::prelude::*;

#[dialect(name = "pt", ops = [AddOp, NegOp, SubOp, ZeroOp, PackOp, FirstOp, TailOp, PairOp, HighOp, SinkOp, WrapOp, ExecOp])]
pub struct Pt;

/// `pt.add`: commutative.
#[op(dialect = Pt, name = "add", traits = [Pure, Commutative, SameOperandsAndResultType],
     format = "$lhs `,` $rhs attr-dict `:` type($result)", canonicalize = [AddNegCommuted, AddSelfNeg])]
pub struct AddOp {
    #[operand]
    lhs: AnyInteger,
    #[operand]
    rhs: AnyInteger,
    #[result]
    result: AnyInteger,
}

/// `pt.neg`.
#[op(dialect = Pt, name = "neg", traits = [Pure, SameOperandsAndResultType],
     format = "$input attr-dict `:` type($result)")]
pub struct NegOp {
    #[operand]
    input: AnyInteger,
    #[result]
    result: AnyInteger,
}

/// `pt.sub`.
#[op(dialect = Pt, name = "sub", traits = [Pure, SameOperandsAndResultType],
     format = "$lhs `,` $rhs attr-dict `:` type($result)")]
pub struct SubOp {
    #[operand]
    lhs: AnyInteger,
    #[operand]
    rhs: AnyInteger,
    #[result]
    result: AnyInteger,
}

/// `pt.zero`: a zero of the result type.
#[op(dialect = Pt, name = "zero", traits = [Pure], format = "attr-dict `:` type($result)")]
pub struct ZeroOp {
    #[result]
    result: AnyInteger,
}

/// `pt.pack`: any number of values.
#[op(dialect = Pt, name = "pack", traits = [Pure],
     format = "$values attr-dict `:` type($values) `->` type($result)")]
pub struct PackOp {
    #[operand]
    values: Variadic<AnyInteger>,
    #[result]
    result: AnyInteger,
}

/// `pt.first`: the first value of a pack.
#[op(dialect = Pt, name = "first", traits = [Pure, SameOperandsAndResultType],
     format = "$pack attr-dict `:` type($result)", canonicalize = [FirstOfPack])]
pub struct FirstOp {
    #[operand]
    pack: AnyInteger,
    #[result]
    result: AnyInteger,
}

/// `pt.tail`: a pack without its first value.
#[op(dialect = Pt, name = "tail", traits = [Pure, SameOperandsAndResultType],
     format = "$pack attr-dict `:` type($result)", canonicalize = [TailOfPack])]
pub struct TailOp {
    #[operand]
    pack: AnyInteger,
    #[result]
    result: AnyInteger,
}

/// `pt.pair`: two results.
#[op(dialect = Pt, name = "pair", traits = [Pure],
     format = "$input attr-dict `:` type($input) `->` type($low) `,` type($high)")]
pub struct PairOp {
    #[operand]
    input: AnyInteger,
    #[result]
    low: AnyInteger,
    #[result]
    high: AnyInteger,
}

/// `pt.high`: reads a pair's high half.
#[op(dialect = Pt, name = "high", traits = [Pure, SameOperandsAndResultType],
     format = "$input attr-dict `:` type($result)", canonicalize = [HighOfPair])]
pub struct HighOp {
    #[operand]
    input: AnyInteger,
    #[result]
    result: AnyInteger,
}

/// `pt.sink`: consumes a value.
#[op(dialect = Pt, name = "sink", format = "$input attr-dict `:` type($input)",
     canonicalize = [SinkOfDoubleNeg])]
pub struct SinkOp {
    #[operand]
    input: AnyInteger,
}

/// `pt.wrap`: a region to run.
#[op(dialect = Pt, name = "wrap", canonicalize = [WrapToExec])]
pub struct WrapOp {
    #[region]
    body: AnyRegion,
}

/// `pt.exec`: a region run now.
#[op(dialect = Pt, name = "exec")]
pub struct ExecOp {
    #[region]
    body: AnyRegion,
}

/// `add(neg(a), b)` is `sub(b, a)`, with the negation on either side.
#[pattern(commutative, AddOp(NegOp(a), b) => SubOp(b, a))]
pub struct AddNegCommuted;

/// `add(x, neg(x))`, either way round, is zero (tried before
/// `AddNegCommuted`, which matches it too).
#[pattern(benefit = 1, AddOp(either(x, NegOp(x))) => ZeroOp())]
pub struct AddSelfNeg;

/// The first value of a pack of at least one.
#[pattern(FirstOp(PackOp([head, ..])) => head)]
pub struct FirstOfPack;

/// A pack's tail is a pack of the rest.
#[pattern(TailOp(PackOp([_, rest @ ..])) => PackOp(rest))]
pub struct TailOfPack;

/// The high half of a pair of `x` is `x` (as this dialect defines it).
#[pattern(HighOp(Result(high, PairOp(x))) => x)]
pub struct HighOfPair;

/// A sink of `neg(neg(x))` sinks `x`: the outer negation is replaced, the
/// inner one erased once unused, the sink kept.
#[pattern(r @ SinkOp(n @ NegOp(m @ NegOp(x))) => { n = x; erase(m); r })]
pub struct SinkOfDoubleNeg;

/// A wrapped region runs now: its blocks move into a new `pt.exec`.
#[pattern(WrapOp { body } => ExecOp { body })]
pub struct WrapToExec;

fn run(source: &str) -> String {
    let mut registry = mlir_rs::opt::standard_registry();
    registry.insert::<Pt>();
    let ctx = Arc::new(Context::with_dialects(&registry));
    ctx.set_allow_unregistered_dialects(true);
    let mut module = Module::parse(&ctx, "input.mlir", source).expect("the input parses");
    let root = module.op().as_op();
    canonicalize(module.ir_mut(), root);
    module.verify().expect("the output verifies");
    module.print(&PrintOptions::default())
}

/// The body of the single function of `printed`, one op per line.
fn body(printed: &str) -> Vec<String> {
    printed
        .lines()
        .map(str::trim)
        .filter(|l| !l.starts_with("module") && !l.starts_with("func.func") && *l != "}")
        .map(String::from)
        .collect()
}

#[test]
fn commutative_matches_both_orders() {
    let out = run("func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %n = pt.neg %a : i32
  %0 = pt.add %n, %b : i32
  %1 = pt.add %b, %n : i32
  return %0, %1 : i32, i32
}");
    assert_eq!(
        body(&out),
        [
            "%0 = pt.sub %arg1, %arg0 : i32",
            "%1 = pt.sub %arg1, %arg0 : i32",
            "return %0, %1 : i32, i32"
        ]
    );
}

#[test]
fn either_matches_both_orders_and_keeps_equality() {
    let out = run("func.func @f(%a: i32, %b: i32) -> (i32, i32, i32) {
  %n = pt.neg %a : i32
  %0 = pt.add %a, %n : i32
  %1 = pt.add %n, %a : i32
  %2 = pt.add %b, %n : i32
  return %0, %1, %2 : i32, i32, i32
}");
    let lines = body(&out);
    assert_eq!(lines.iter().filter(|l| l.contains("pt.zero")).count(), 2, "{out}");
    // `add(b, neg(a))` is no self-negation; `commutative` rewrites it.
    assert!(lines.iter().any(|l| l.contains("pt.sub %arg1, %arg0")), "{out}");
}

#[test]
fn slice_patterns_match_and_pack_variadic_groups() {
    let out = run("func.func @f(%a: i32, %b: i32, %c: i32) -> (i32, i32, i32) {
  %p = pt.pack %a, %b, %c : i32, i32, i32 -> i32
  %e = \"pt.pack\"() : () -> i32
  %0 = pt.first %p : i32
  %1 = pt.tail %p : i32
  %2 = pt.first %e : i32
  return %0, %1, %2 : i32, i32, i32
}");
    let lines = body(&out);
    assert!(lines.contains(&"%1 = pt.pack %arg1, %arg2 : i32, i32 -> i32".to_string()), "{out}");
    // The first of an empty pack does not match `[head, ..]`.
    assert!(lines.iter().any(|l| l.contains("pt.first")), "{out}");
    assert!(lines.iter().any(|l| l.starts_with("return %arg0, %1, ")), "{out}");
}

#[test]
fn a_named_result_of_a_multi_result_op_matches() {
    let out = run("func.func @f(%a: i32) -> (i32, i32) {
  %lo, %hi = pt.pair %a : i32 -> i32, i32
  %0 = pt.high %hi : i32
  %1 = pt.high %lo : i32
  return %0, %1 : i32, i32
}");
    let lines = body(&out);
    assert!(lines.iter().any(|l| l.starts_with("return %arg0, %1")), "{out}");
    assert!(lines.iter().any(|l| l.contains("pt.high %0#0")), "{out}");
}

#[test]
fn matched_ops_other_than_the_root_are_replaced_and_erased() {
    let out = run("func.func @f(%a: i32) {
  %0 = pt.neg %a : i32
  %1 = pt.neg %0 : i32
  pt.sink %1 : i32
  return
}");
    assert_eq!(body(&out), ["pt.sink %arg0 : i32", "return"]);
}

#[test]
fn a_bound_region_moves_into_the_created_op() {
    let out = run("func.func @f() {
  \"pt.wrap\"() ({
    \"x.work\"() : () -> ()
  }) : () -> ()
  return
}");
    assert!(
        out.contains("\"pt.exec\"() ({\n      \"x.work\"() : () -> ()\n    }) : () -> ()"),
        "{out}"
    );
    assert!(!out.contains("pt.wrap"), "{out}");
}

/// `add(_, neg(_))` as `sub`: more general than `SpecificAddNeg`.
#[pattern(r @ AddOp(a, NegOp(b)) => SubOp(a, b))]
pub struct GeneralAddNeg;

/// `neg(neg(x))` is `x` only when the inner negation has one use (a guard
/// with the prelude's predicate).
#[pattern(NegOp(inner @ NegOp(x)) if has_one_use(rw, inner) => x)]
pub struct NegNegOneUse;

/// `source` after the greedy driver with `pattern` alone (no folding
/// patterns of the dialects), printed.
fn run_only(pattern: impl RewritePattern + 'static, source: &str) -> String {
    let mut registry = mlir_rs::opt::standard_registry();
    registry.insert::<Pt>();
    let ctx = Arc::new(Context::with_dialects(&registry));
    let mut module = Module::parse(&ctx, "input.mlir", source).expect("the input parses");
    let mut set = RewritePatternSet::new();
    set.add(pattern);
    let root = module.op().as_op();
    let frozen = FrozenPatternSet::new(&ctx, set);
    apply_patterns_greedily(module.ir_mut(), root, &frozen, &GreedyConfig::default());
    module.print(&PrintOptions::default())
}

#[test]
fn a_one_use_guard_holds_back_a_shared_inner_op() {
    let source = "func.func @f(%a: i32, %b: i32) -> (i32, i32, i32) {
  %n = pt.neg %a : i32
  %0 = pt.neg %n : i32
  %m = pt.neg %b : i32
  %1 = pt.neg %m : i32
  return %0, %1, %m : i32, i32, i32
}";
    let out = run_only(NegNegOneUse, source);
    // `%n` has one use: its double negation is `%a`; `%m` is also returned.
    assert!(out.contains("return %arg0, %1, %0 : i32, i32, i32"), "{out}");
}

/// `add(neg(_), neg(_))`, tried after the general one: never applies.
#[pattern(benefit = -1, AddOp(NegOp(a), NegOp(b)) => NegOp(AddOp(a, b)))]
pub struct SpecificAddNeg;

/// The same shape behind a guard: it may fail, so it shadows nothing.
#[pattern(AddOp(a, NegOp(b)) if a != b => SubOp(a, b))]
pub struct GuardedAddNeg;

#[test]
fn a_pattern_behind_a_more_general_one_is_reported() {
    use mlir_rs::core::rewrite::{RewritePatternSet, shadowed_patterns};
    let mut set = RewritePatternSet::new();
    set.add(GeneralAddNeg);
    set.add(SpecificAddNeg);
    assert_eq!(
        shadowed_patterns(set.patterns()),
        [("SpecificAddNeg".to_string(), "GeneralAddNeg".to_string())]
    );
    let mut set = RewritePatternSet::new();
    set.add(GuardedAddNeg);
    set.add(SpecificAddNeg);
    assert!(shadowed_patterns(set.patterns()).is_empty());
    // Of higher benefit, the specific pattern is tried first.
    let mut set = RewritePatternSet::new();
    set.add(GeneralAddNeg);
    set.add(AddNegNegFirst);
    assert!(shadowed_patterns(set.patterns()).is_empty());
}

/// `add(neg(_), neg(_))` of the default benefit (3 ops, one more than
/// `GeneralAddNeg`'s): tried first.
#[pattern(AddOp(NegOp(a), NegOp(b)) => NegOp(AddOp(a, b)))]
pub struct AddNegNegFirst;

#[test]
fn no_standard_canonicalization_pattern_is_shadowed() {
    use mlir_rs::core::rewrite::shadowed_patterns;
    use mlir_rs::core::transforms::canonicalize::canonicalization_patterns;
    let ctx = Context::with_dialects(&mlir_rs::opt::standard_registry());
    let set = canonicalization_patterns(&ctx);
    assert!(set.len() > 40, "{} patterns", set.len());
    assert_eq!(shadowed_patterns(set.patterns()), []);
}

/// Declares a pattern rewriting `outer(a, neg(b))` as `new(a, b)` when the
/// root's result has one use: `#[pattern]` written inside a
/// `macro_rules!`, its op names given as the macro's parameters and its
/// guard naming `rw` from the macro's body (two hygiene contexts, which
/// every name the expansion defines must resolve across).
macro_rules! outer_neg_pattern {
    ($name:ident, $outer:ident => $new:ident) => {
        #[pattern(r @ $outer { lhs: a, rhs: NegOp { input: b } }
                                  if has_one_use(rw, r.result(rw)) => $new { lhs: a, rhs: b })]
        pub struct $name;
    };
}

outer_neg_pattern!(AddNegFromMacro, AddOp => SubOp);

#[test]
fn a_pattern_declared_by_a_macro_rules_applies() {
    let source = "func.func @f(%a: i32, %b: i32) -> i32 {
  %n = pt.neg %b : i32
  %0 = pt.add %a, %n : i32
  return %0 : i32
}";
    let out = run_only(AddNegFromMacro, source);
    assert!(out.contains("%0 = pt.sub %arg0, %arg1 : i32"), "{out}");
}
