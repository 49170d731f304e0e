//! An opt tool for a dialect of your own: the `calc` dialect below, plus
//! the standard dialects (`func`, `arith`, `cf`, `index`, `ub`), with every flag of
//! `mlir-rs-opt`.
//!
//! ```sh
//! cargo run --example calc_opt -- examples/calc.mlir
//! cargo run --example calc_opt -- --mlir-print-op-generic examples/calc.mlir
//! cargo run --example calc_opt -- --help
//! ```
//!
//! It shows the three macros: `#[enum_attr]` (the `Reduction` kinds),
//! `#[op]` with declarative assembly formats (`format = "…"`, checked when
//! this file compiles), a `verify` hook, folders and a canonicalization
//! pattern, and `#[dialect]`, which registers them and turns folded
//! constants back into ops. `main` is one call, `opt_main`; with
//! `--canonicalize`, the tool folds and canonicalizes calc programs:
//!
//! ```sh
//! cargo run --example calc_opt -- --canonicalize examples/calc.mlir
//! ```

use mlir_rs::prelude::*;

/// A calculator language of 64-bit integers: constants, reductions, printing.
#[dialect(name = "calc", ops = [ConstantOp, ReduceOp, PrintOp], materialize_constant)]
pub struct Calc;

impl Calc {
    /// A constant that folding computed becomes a `calc.constant` (MLIR's
    /// `materializeConstant`); any other constant is not ours to make.
    fn materialize_constant(
        builder: &mut Builder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Op> {
        let ctx = builder.ctx_arc().clone();
        if ty != ctx.integer_type(64) {
            return None;
        }
        let value = value.as_integer(&ctx)?.as_i64()?;
        ConstantOp::build_inferred(builder, loc, value).ok().map(ConstantOp::as_op)
    }
}

/// How `calc.reduce` combines its inputs. Written as a keyword (`sum`,
/// `max`, `min`: the variant names in snake case) and stored as an `i64`
/// attribute, as ODS's `I64EnumAttr` is.
#[enum_attr]
pub enum Reduction {
    /// The sum of the inputs.
    Sum = 0,
    /// The largest input.
    Max = 1,
    /// The smallest input.
    Min = 2,
}

/// A constant: `%c = calc.constant 42`.
///
/// The result type is always `i64`, so the format need not spell it.
#[op(dialect = Calc, name = "constant", traits = [Pure, ConstantLike],
     format = "$value attr-dict", fold)]
pub struct ConstantOp {
    /// The value.
    #[attr]
    value: I64Attr,
    /// The constant.
    #[result]
    result: I64,
}

impl ConstantOp {
    /// A constant folds to its value: this is how folding sees constants.
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        self.as_op().inherent_attr(ir, "value").map(OpFoldResult::Attr)
    }
}

/// Combines integers of one type: `%r = calc.reduce max %a, %b : i64`.
///
/// `SameOperandsAndResultType` lets the format name one type for all of
/// them; the enum is written as a bare keyword. It folds, and a sum of a
/// sum is flattened (`FlattenSums`).
#[op(dialect = Calc, name = "reduce", traits = [Pure, SameOperandsAndResultType],
     format = "$kind $inputs attr-dict `:` type($result)", verify, fold,
     canonicalize = [FlattenSums])]
pub struct ReduceOp {
    /// How to combine the inputs (`value = Reduction`: the accessor and
    /// the builder take and give the enum).
    #[attr(value = Reduction)]
    kind: ReductionAttr,
    /// The integers to combine.
    #[operand]
    inputs: Variadic<AnyInteger>,
    /// The combined value.
    #[result]
    result: AnyInteger,
}

impl ReduceOp {
    /// What the constraints cannot say: a reduction of fewer than two
    /// values is a mistake in a calc program (it would be a copy).
    fn verify(self, ir: &IrView) -> VerifyResult {
        let count = self.inputs(ir).count();
        if count < 2 {
            let message = format!("reduces {count} input(s); it needs at least 2");
            return Err(self.as_op().emit_op_error(ir, &message).into());
        }
        Ok(())
    }
}

impl ReduceOp {
    /// Folds a reduction of `i64` constants to the constant it computes
    /// (wrapping, as `i64` arithmetic does); in place, drops the inputs of
    /// a `max` or `min` that repeat an earlier one, while two remain.
    fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> FoldResult {
        let ctx = ir.ctx();
        let result_type = self.result(ir).ty(ir);
        let constants: Option<Vec<i64>> = (0..self.inputs(ir).count())
            .map(|i| adaptor.constant(i)?.as_integer(ctx)?.as_i64())
            .collect();
        let kind = self.kind(ir);
        if let Some(values) = constants.filter(|_| result_type == ctx.integer_type(64)) {
            let value = match kind {
                Reduction::Sum => values.iter().fold(0i64, |acc, v| acc.wrapping_add(*v)),
                Reduction::Max => values.iter().copied().max().unwrap_or_default(),
                Reduction::Min => values.iter().copied().min().unwrap_or_default(),
            };
            let attr = ctx.integer_attr_i64(result_type, value);
            return Some(OpFoldResult::Attr(attr)).into();
        }
        if kind == Reduction::Sum {
            return FoldResult::Failed;
        }
        let mut distinct: Vec<Value> = Vec::new();
        for input in self.inputs(ir) {
            if !distinct.contains(&input) {
                distinct.push(input);
            }
        }
        if distinct.len() < 2 || distinct.len() == self.inputs(ir).count() {
            return FoldResult::Failed;
        }
        OpUpdate::new().with_operands(distinct).into()
    }
}

/// `calc.reduce sum` of an input that is itself a `calc.reduce sum` used
/// only there: the inner sum's inputs take its place.
#[derive(Default)]
pub struct FlattenSums;

impl OpRewritePattern for FlattenSums {
    type Op = ReduceOp;

    fn match_and_rewrite(&self, op: ReduceOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        if op.kind(rw) != Reduction::Sum {
            return rw.fail("not a sum");
        }
        let inputs: Vec<Value> = op.inputs(rw).collect();
        let inner_sum = |v: &Value| {
            let def = v.defining_op(rw)?;
            let inner = ReduceOp::try_from_op(rw, def)?;
            (inner.kind(rw) == Reduction::Sum && v.has_one_use(rw)).then_some(inner)
        };
        let Some(at) = inputs.iter().position(|v| inner_sum(v).is_some()) else {
            return rw.fail("no input is a sum used only here");
        };
        let inner = inner_sum(&inputs[at]).expect("found above");
        let mut flat = inputs[..at].to_vec();
        flat.extend(inner.inputs(rw));
        flat.extend_from_slice(&inputs[at + 1..]);
        let loc = op.as_op().loc(rw);
        let ty = op.result(rw).ty(rw);
        rw.set_insertion_point(InsertPoint::Before(op.as_op()));
        let new = ReduceOp::build(rw, loc, ty, Reduction::Sum, &flat);
        let result = new.result(rw);
        rw.replace_op(op.as_op(), &[result]);
        Ok(())
    }
}

/// Prints an integer, with an optional label:
/// `calc.print %x label "total" : i64`.
///
/// The optional group `(…)?` is printed only when `label` is set.
#[op(dialect = Calc, name = "print",
     format = "$input (`label` $label^)? attr-dict `:` type($input)")]
pub struct PrintOp {
    /// The value to print.
    #[operand]
    input: AnyInteger,
    /// A name to print before it.
    #[attr]
    label: Option<StrAttr>,
}

/// The dialects `calc-opt` loads: the standard ones and `calc`.
pub fn registry() -> DialectRegistry {
    let mut registry = DialectRegistry::new();
    mlir_rs::dialects::register_all(&mut registry);
    registry.insert::<Calc>();
    registry
}

/// A complete opt tool (MLIR's `MlirOptMain`): reads a file or standard
/// input, verifies, prints; `--help` lists the flags.
fn main() -> std::process::ExitCode {
    opt_main("calc-opt", &registry())
}

#[cfg(test)]
mod tests {
    //! Runs the tool in memory, as `cargo run --example calc_opt` would run it
    //! on the same text.

    use super::*;

    /// `calc-opt` on `text` named `name` with `flags`.
    fn run(flags: &[&str], name: &str, text: &str) -> mlir_rs::opt::RunOutput {
        OptTool::new("calc-opt", &registry()).run_in_memory(flags, name, text)
    }

    #[test]
    fn calc_mlir_round_trips_in_custom_form() {
        let out = run(&[], "examples/calc.mlir", include_str!("calc.mlir"));
        assert_eq!(out.stderr_lossy(), "");
        assert_eq!(out.code, 0);
        assert_eq!(out.stdout_lossy(), EXPECTED);
        // The printed text is a fixed point.
        let again = run(&[], "printed.mlir", &out.stdout_lossy());
        assert_eq!(again.stdout_lossy(), EXPECTED);
    }

    #[test]
    fn the_generic_form_shows_the_stored_attributes() {
        let out =
            run(&["--mlir-print-op-generic"], "examples/calc.mlir", include_str!("calc.mlir"));
        assert_eq!(out.code, 0);
        let text = out.stdout_lossy();
        assert!(
            text.contains(
                r#""calc.reduce"(%arg0, %0, %1) <{kind = 0 : i64}> : (i64, i64, i64) -> i64"#
            ),
            "{text}"
        );
        assert!(text.contains(r#""calc.print"(%5) <{label = "largest"}> : (i64) -> ()"#), "{text}");
    }

    #[test]
    fn the_verify_hook_reports_at_the_op() {
        let text = "func.func @f(%x: i64) {\n  %r = calc.reduce min %x : i64\n  return\n}\n";
        let out = run(&[], "bad.mlir", text);
        assert_eq!(out.code, 1);
        assert_eq!(
            out.stderr_lossy(),
            "bad.mlir:2:8: error: 'calc.reduce' op reduces 1 input(s); it needs at least 2\n  \
             %r = calc.reduce min %x : i64\n       ^\nbad.mlir:2:8: note: see current operation: \
             %0 = \"calc.reduce\"(%arg0) <{kind = 2 : i64}> : (i64) -> i64\n"
        );
    }

    #[test]
    fn an_unknown_keyword_lists_the_cases() {
        let text = "func.func @f(%x: i64) {\n  %r = calc.reduce avg %x, %x : i64\n  return\n}\n";
        let out = run(&[], "bad.mlir", text);
        assert_eq!(out.code, 1);
        assert_eq!(
            out.stderr_lossy(),
            "bad.mlir:2:20: error: custom op 'calc.reduce' expected string or keyword containing \
             one of the following enum values for attribute 'kind' [sum, max, min]\n  \
             %r = calc.reduce avg %x, %x : i64\n                   ^\n"
        );
    }

    #[test]
    fn canonicalize_folds_flattens_and_updates_in_place() {
        let text = r#"func.func @f(%x: i64, %y: i64) -> i64 {
  %a = calc.constant 3
  %b = calc.constant 4
  %s = calc.reduce sum %a, %b : i64
  %m = calc.reduce max %x, %y, %x : i64
  %inner = calc.reduce sum %x, %y : i64
  %outer = calc.reduce sum %inner, %s, %x : i64
  calc.print %m : i64
  return %outer : i64
}
"#;
        let out = run(&["--canonicalize"], "fold.mlir", text);
        assert_eq!(out.stderr_lossy(), "");
        // 3 + 4 folds to a new `calc.constant 7` (the dialect's
        // materializer), and the unused 3 and 4 go; `max` drops its
        // repeated input in place; the inner sum, used once, is flattened
        // into the outer one and erased.
        let expected = r#"module {
  func.func @f(%arg0: i64, %arg1: i64) -> i64 {
    %0 = calc.constant 7
    %1 = calc.reduce max %arg0, %arg1 : i64
    %2 = calc.reduce sum %arg0, %arg1, %0, %arg0 : i64
    calc.print %1 : i64
    return %2 : i64
  }
}

"#;
        assert_eq!(out.stdout_lossy(), expected);
    }

    /// `calc-opt examples/calc.mlir`: the program in the custom form, values
    /// renamed as the printer names them.
    const EXPECTED: &str = r#"module {
  func.func @largest_of(%arg0: i64, %arg1: i1) -> i64 {
    %0 = calc.constant 2
    %c40_i64 = arith.constant 40 : i64
    %1 = calc.reduce sum %arg0, %0, %c40_i64 : i64
    %2 = arith.muli %1, %0 overflow<nsw> : i64
    %3 = calc.reduce max %1, %2, %arg0 : i64
    %4 = arith.select %arg1, %3, %arg0 : i64
    calc.print %4 label "largest" : i64
    calc.print %arg0 : i64
    return %4 : i64
  }
}

"#;
}
