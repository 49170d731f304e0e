//! An opt tool for a dialect of your own: the `toy` dialect below, plus
//! the standard dialects (`func`, `arith`, `cf`, `ub`), with every flag of
//! `mlir-rs-opt`.
//!
//! ```sh
//! cargo run --example toy_opt -- examples/toy.mlir
//! cargo run --example toy_opt -- --mlir-print-op-generic examples/toy.mlir
//! cargo run --example toy_opt -- --help
//! ```
//!
//! It shows the macros: `#[enum_attr]` (the `Reduction` kinds),
//! `#[type_def]` (`!toy.struct<…>`, as in chapter 7 of MLIR's Toy
//! tutorial), `#[op]` with declarative assembly formats (`format = "…"`,
//! checked when this file compiles) and `verify` hooks, and `#[dialect]`,
//! which registers them. `main` is one call, `opt_main`.

use mlir_rs::prelude::*;

/// A toy language of 64-bit integers: constants, reductions, printing.
#[dialect(name = "toy", ops = [ConstantOp, ReduceOp, PrintOp, StructAccessOp],
          types = [StructType])]
pub struct Toy;

/// A struct of values: `!toy.struct<i64, i1>`.
///
/// Its parameter is the list of element types; the parameter verifier
/// rejects an empty one, in `get_checked` and when parsing.
#[type_def(dialect = Toy, mnemonic = "struct", format = "`<` $elements `>`",
           verify = at_least_one_element)]
pub struct StructType {
    /// The element types, in order.
    elements: Vec<Type>,
}

/// The parameter verifier of `!toy.struct`.
fn at_least_one_element(_ctx: &Context, elements: &[Type]) -> Result<(), String> {
    if elements.is_empty() {
        return Err("a toy struct needs at least one element type".into());
    }
    Ok(())
}

/// Reads one element of a struct:
/// `%x = toy.struct_access %s[1] : !toy.struct<i64, i1> -> i1`.
///
/// The operand's constraint is the struct type itself (`StructType`);
/// the hook checks the index and the result type against it.
#[op(dialect = Toy, name = "struct_access", traits = [Pure], verify,
     format = "$input `[` $index `]` attr-dict `:` qualified(type($input)) `->` type($result)")]
pub struct StructAccessOp {
    /// The struct.
    #[operand]
    input: StructType,
    /// Which element.
    #[attr]
    index: I64Attr,
    /// The element.
    #[result]
    result: AnyType,
}

impl StructAccessOp {
    /// The index is in range and the result has the element's type.
    fn verify(self, ir: &IrView) -> VerifyResult {
        let ty = self.input(ir).ty(ir);
        let elements = StructType::try_from(ir.ctx(), ty).map(|s| s.elements(ir.ctx()));
        let elements = elements.unwrap_or_default();
        let index = self.index(ir);
        let Some(&element) = usize::try_from(index).ok().and_then(|i| elements.get(i)) else {
            let message =
                format!("index {index} is out of range for {} element(s)", elements.len());
            return Err(self.as_op().emit_op_error(ir, &message).into());
        };
        if self.result(ir).ty(ir) != element {
            let message = "result type must be the type of the element it reads";
            return Err(self.as_op().emit_op_error(ir, message).into());
        }
        Ok(())
    }
}

/// How `toy.reduce` combines its inputs. Written as a keyword (`sum`,
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

/// A constant: `%c = toy.constant 42`.
///
/// The result type is always `i64`, so the format need not spell it.
#[op(dialect = Toy, name = "constant", traits = [Pure, ConstantLike],
     format = "$value attr-dict")]
pub struct ConstantOp {
    /// The value.
    #[attr]
    value: I64Attr,
    /// The constant.
    #[result]
    result: I64,
}

/// Combines integers of one type: `%r = toy.reduce max %a, %b : i64`.
///
/// `SameOperandsAndResultType` lets the format name one type for all of
/// them; the enum is written as a bare keyword.
#[op(dialect = Toy, name = "reduce", traits = [Pure, SameOperandsAndResultType],
     format = "$kind $inputs attr-dict `:` type($result)", verify)]
pub struct ReduceOp {
    /// How to combine the inputs.
    #[attr]
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
    /// values is a mistake in a toy program (it would be a copy).
    fn verify(self, ir: &IrView) -> VerifyResult {
        let count = self.inputs(ir).count();
        if count < 2 {
            let message = format!("reduces {count} input(s); it needs at least 2");
            return Err(self.as_op().emit_op_error(ir, &message).into());
        }
        Ok(())
    }
}

/// Prints an integer, with an optional label:
/// `toy.print %x label "total" : i64`.
///
/// The optional group `(…)?` is printed only when `label` is set.
#[op(dialect = Toy, name = "print",
     format = "$input (`label` $label^)? attr-dict `:` type($input)")]
pub struct PrintOp {
    /// The value to print.
    #[operand]
    input: AnyInteger,
    /// A name to print before it.
    #[attr]
    label: Option<StrAttr>,
}

/// The dialects `toy-opt` loads: the standard ones and `toy`.
pub fn registry() -> DialectRegistry {
    let mut registry = DialectRegistry::new();
    mlir_rs::dialects::register_all(&mut registry);
    registry.insert::<Toy>();
    registry
}

/// A complete opt tool (MLIR's `MlirOptMain`): reads a file or standard
/// input, verifies, prints; `--help` lists the flags.
fn main() -> std::process::ExitCode {
    opt_main("toy-opt", &registry())
}

#[cfg(test)]
mod tests {
    //! Runs the tool in memory, as `cargo run --example toy_opt` would run it
    //! on the same text.

    use super::*;

    /// `toy-opt` on `text` named `name` with `flags`.
    fn run(flags: &[&str], name: &str, text: &str) -> mlir_rs::opt::RunOutput {
        OptTool::new("toy-opt", &registry()).run_in_memory(flags, name, text)
    }

    #[test]
    fn toy_mlir_round_trips_in_custom_form() {
        let out = run(&[], "examples/toy.mlir", include_str!("toy.mlir"));
        assert_eq!(out.stderr_lossy(), "");
        assert_eq!(out.code, 0);
        assert_eq!(out.stdout_lossy(), EXPECTED);
        // The printed text is a fixed point.
        let again = run(&[], "printed.mlir", &out.stdout_lossy());
        assert_eq!(again.stdout_lossy(), EXPECTED);
    }

    #[test]
    fn the_generic_form_shows_the_stored_attributes() {
        let out = run(&["--mlir-print-op-generic"], "examples/toy.mlir", include_str!("toy.mlir"));
        assert_eq!(out.code, 0);
        let text = out.stdout_lossy();
        assert!(
            text.contains(
                r#""toy.reduce"(%arg1, %1, %2) <{kind = 0 : i64}> : (i64, i64, i64) -> i64"#
            ),
            "{text}"
        );
        assert!(text.contains(r#""toy.print"(%6) <{label = "largest"}> : (i64) -> ()"#), "{text}");
    }

    #[test]
    fn the_verify_hook_reports_at_the_op() {
        let text = "func.func @f(%x: i64) {\n  %r = toy.reduce min %x : i64\n  return\n}\n";
        let out = run(&[], "bad.mlir", text);
        assert_eq!(out.code, 1);
        assert_eq!(
            out.stderr_lossy(),
            "bad.mlir:2:8: error: 'toy.reduce' op reduces 1 input(s); it needs at least 2\n  \
             %r = toy.reduce min %x : i64\n       ^\nbad.mlir:2:8: note: see current operation: \
             %0 = \"toy.reduce\"(%arg0) <{kind = 2 : i64}> : (i64) -> i64\n"
        );
    }

    #[test]
    fn struct_types_are_uniqued_and_verified() {
        let ctx = Context::with_dialects(&registry());
        let (i64, i1) = (ctx.integer_type(64), ctx.integer_type(1));
        let pair = StructType::get(&ctx, vec![i64, i1]);
        assert_eq!(pair, StructType::get(&ctx, vec![i64, i1]));
        assert_eq!(pair.elements(&ctx), vec![i64, i1]);
        let empty = StructType::get_checked(&ctx, ctx.unknown_loc(), Vec::new());
        assert_eq!(empty.unwrap_err().message, "a toy struct needs at least one element type");
    }

    #[test]
    fn struct_access_checks_its_index() {
        let text = "func.func @f(%s: !toy.struct<i64>) {\n  %x = toy.struct_access %s[1] : !toy.struct<i64> -> i64\n  return\n}\n";
        let out = run(&[], "bad.mlir", text);
        assert_eq!(out.code, 1);
        assert_eq!(
            out.stderr_lossy(),
            "bad.mlir:2:8: error: 'toy.struct_access' op index 1 is out of range for 1 element(s)\n  \
             %x = toy.struct_access %s[1] : !toy.struct<i64> -> i64\n       ^\nbad.mlir:2:8: note: see current operation: \
             %0 = \"toy.struct_access\"(%arg0) <{index = 1 : i64}> : (!toy.struct<i64>) -> i64\n"
        );
    }

    #[test]
    fn an_unknown_keyword_lists_the_cases() {
        let text = "func.func @f(%x: i64) {\n  %r = toy.reduce avg %x, %x : i64\n  return\n}\n";
        let out = run(&[], "bad.mlir", text);
        assert_eq!(out.code, 1);
        assert_eq!(
            out.stderr_lossy(),
            "bad.mlir:2:19: error: custom op 'toy.reduce' expected string or keyword containing \
             one of the following enum values for attribute 'kind' [sum, max, min]\n  \
             %r = toy.reduce avg %x, %x : i64\n                  ^\n"
        );
    }

    /// `toy-opt examples/toy.mlir`: the program in the custom form, values
    /// renamed as the printer names them.
    const EXPECTED: &str = r#"module {
  func.func @largest_of(%arg0: i64, %arg1: i1) -> i64 {
    %0 = toy.constant 2
    %c40_i64 = arith.constant 40 : i64
    %1 = toy.reduce sum %arg0, %0, %c40_i64 : i64
    %2 = arith.muli %1, %0 overflow<nsw> : i64
    %3 = toy.reduce max %1, %2, %arg0 : i64
    %4 = arith.select %arg1, %3, %arg0 : i64
    toy.print %4 label "largest" : i64
    toy.print %arg0 : i64
    return %4 : i64
  }
  func.func @second(%arg0: !toy.struct<i64, i1>) -> i1 {
    %0 = toy.struct_access %arg0[1] : !toy.struct<i64, i1> -> i1
    return %0 : i1
  }
}

"#;
}
