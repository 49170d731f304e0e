//! `FunctionOpInterface`: ops that define a function (a symbol with a
//! function type, per-argument and per-result attribute dictionaries and an
//! optional body), and the verifier MLIR runs on every such op.

use mlir_derive::interface;

use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::types::Type;
use crate::context::diagnostics::VerifyResult;
use crate::context::display_hooks::{attr_text, type_text};
use crate::ir::{IrView, Op, Region};

/// Ops that define a function (MLIR's `FunctionOpInterface`). Every method
/// has a default reading the conventional attribute names
/// (`function_type`, `arg_attrs`, `res_attrs`) and the op's first region as
/// the body, so a model is usually a unit struct. Upstream's base
/// interfaces (symbol, callable, argument and result attributes) are not
/// bases here, since their methods share names with these: a function op
/// lists each.
#[interface(op, verify = verify_function)]
pub trait FunctionOpInterface {
    /// The name of the attribute holding the function type.
    fn function_type_attr_name() -> &'static str {
        "function_type"
    }

    /// The function type, when the attribute holds a type (not necessarily
    /// a function type on unverified IR).
    fn function_type(&self, ir: &IrView) -> Option<Type> {
        self.as_op().get_attr(ir, Self::function_type_attr_name())?.as_type(ir.ctx())
    }

    /// The argument types of the function type (empty if it is not one).
    fn argument_types(&self, ir: &IrView) -> Vec<Type> {
        let ty = self.function_type(ir);
        ty.and_then(|t| t.as_function(ir.ctx())).map(|(i, _)| i.to_vec()).unwrap_or_default()
    }

    /// The result types of the function type (empty if it is not one).
    fn result_types(&self, ir: &IrView) -> Vec<Type> {
        let ty = self.function_type(ir);
        ty.and_then(|t| t.as_function(ir.ctx())).map(|(_, r)| r.to_vec()).unwrap_or_default()
    }

    /// The body region, if the op has one.
    fn function_body(&self, ir: &IrView) -> Option<Region> {
        let op = self.as_op();
        (op.num_regions(ir) > 0).then(|| op.region(ir, 0))
    }

    /// Whether the function is a declaration: no body, or an empty one.
    fn is_external(&self, ir: &IrView) -> bool {
        self.function_body(ir).is_none_or(|r| r.is_empty(ir))
    }

    /// The array of argument attribute dictionaries, when set.
    fn arg_attrs(&self, ir: &IrView) -> Option<Attribute> {
        self.as_op().get_attr(ir, "arg_attrs")
    }

    /// The array of result attribute dictionaries, when set.
    fn res_attrs(&self, ir: &IrView) -> Option<Attribute> {
        self.as_op().get_attr(ir, "res_attrs")
    }

    /// Erases the arguments `erase` flags (one flag per argument, each
    /// unused) from the function type, the argument attributes and the
    /// entry block (MLIR's `eraseArguments`). `false`, changing nothing,
    /// when the function type is not a builtin function type of as many
    /// inputs as flags.
    fn erase_arguments(&self, ir: &mut IrView, erase: &[bool]) -> bool {
        let op = self.as_op();
        let attrs = self.arg_attrs(ir);
        if !erase_from_signature(ir, op, Self::function_type_attr_name(), Part::Inputs, erase) {
            return false;
        }
        if let Some(entry) = self.function_body(ir).and_then(|r| r.first_block(ir))
            && entry.num_args(ir) == erase.len()
        {
            for index in (0..erase.len()).rev().filter(|&i| erase[i]) {
                ir.erase_block_arg(entry, index);
            }
        }
        if let Some(attrs) = attrs {
            let kept = filter_attr_array(ir, attrs, erase);
            ir.set_attr_any(op, "arg_attrs", kept);
        }
        true
    }

    /// Erases the results `erase` flags from the function type and the
    /// result attributes (MLIR's `eraseResults`; the terminators are the
    /// caller's business). `false`, changing nothing, when the function
    /// type is not a builtin function type of as many results as flags.
    fn erase_results(&self, ir: &mut IrView, erase: &[bool]) -> bool {
        let op = self.as_op();
        let attrs = self.res_attrs(ir);
        if !erase_from_signature(ir, op, Self::function_type_attr_name(), Part::Results, erase) {
            return false;
        }
        if let Some(attrs) = attrs {
            let kept = filter_attr_array(ir, attrs, erase);
            ir.set_attr_any(op, "res_attrs", kept);
        }
        true
    }

    /// Checks that the function type attribute holds a function type (an op
    /// whose generated invariants already check it never fails here).
    fn verify_type(&self, ir: &IrView) -> VerifyResult {
        let ctx = ir.ctx();
        if self.function_type(ir).is_some_and(|t| t.as_function(ctx).is_some()) {
            return Ok(());
        }
        let name = Self::function_type_attr_name();
        Err(self
            .as_op()
            .emit_op_error(ir, format!("requires '{name}' attribute of function type"))
            .into())
    }

    /// Checks the entry block of a defined function: as many arguments as
    /// the function type has inputs, of the same types.
    fn verify_body(&self, ir: &IrView) -> VerifyResult {
        if self.is_external(ir) {
            return Ok(());
        }
        let Some(entry) = self.function_body(ir).and_then(|r| r.first_block(ir)) else {
            return Ok(());
        };
        let inputs = self.argument_types(ir);
        if entry.num_args(ir) != inputs.len() {
            let message = format!(
                "entry block must have {} arguments to match function signature",
                inputs.len()
            );
            return Err(self.as_op().emit_op_error(ir, message).into());
        }
        let ctx = ir.ctx();
        for (i, (arg, expected)) in entry.args(ir).zip(inputs).enumerate() {
            let found = arg.ty(ir);
            if found != expected {
                let message = format!(
                    "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                    type_text(ctx, found),
                    type_text(ctx, expected)
                );
                return Err(self.as_op().emit_op_error(ir, message).into());
            }
        }
        Ok(())
    }
}

/// The function type first, then the argument and result attribute arrays
/// (one dictionary per argument or result, only dialect-prefixed names),
/// then one region, then the body.
fn verify_function(ir: &IrView, function: FunctionOpInterfaceRef) -> VerifyResult {
    let op = function.op();
    function.verify_type(ir)?;
    let arg_count = function.argument_types(ir).len();
    verify_attr_array(ir, op, function.arg_attrs(ir), arg_count, AttrsOf::Arguments)?;
    let result_count = function.result_types(ir).len();
    verify_attr_array(ir, op, function.res_attrs(ir), result_count, AttrsOf::Results)?;
    if op.num_regions(ir) != 1 {
        return Err(op.emit_op_error(ir, "expects one region").into());
    }
    function.verify_body(ir)
}

/// Whose attributes an `arg_attrs`/`res_attrs` array holds.
#[derive(Copy, Clone)]
enum AttrsOf {
    Arguments,
    Results,
}

/// Checks an `arg_attrs`/`res_attrs` array against the number of
/// arguments or results, then each attribute: named with a dialect's
/// prefix, and accepted by that dialect's hook when it has one.
fn verify_attr_array(
    ir: &IrView,
    op: Op,
    array: Option<Attribute>,
    expected: usize,
    of: AttrsOf,
) -> VerifyResult {
    let ctx = ir.ctx();
    let Some(entries) = array.and_then(|a| a.as_array(ctx)) else { return Ok(()) };
    let (one, many) = match of {
        AttrsOf::Arguments => ("argument", "arguments"),
        AttrsOf::Results => ("result", "results"),
    };
    if entries.len() != expected {
        let message = format!(
            "expects {one} attribute array to have the same number of elements as the number of function {many}, got {}, but expected {expected}",
            entries.len()
        );
        return Err(op.emit_op_error(ir, message).into());
    }
    for (index, &entry) in entries.iter().enumerate() {
        let Some(dict) = entry.as_dictionary(ctx) else {
            let message = format!(
                "expects {one} attribute dictionary to be a DictionaryAttr, but got `{}`",
                attr_text(ctx, entry)
            );
            return Err(op.emit_op_error(ir, message).into());
        };
        for &named in dict {
            let Some((dialect, _)) = named.name.as_str(ctx).split_once('.') else {
                let message = format!("{many} may only have dialect attributes");
                return Err(op.emit_op_error(ir, message).into());
            };
            let hooks = ctx.dialect_hooks(dialect);
            let verify = hooks.and_then(|hooks| match of {
                AttrsOf::Arguments => hooks.verify_region_arg_attribute,
                AttrsOf::Results => hooks.verify_region_result_attribute,
            });
            if let Some(verify) = verify {
                verify(ir, op, 0, index, named)?;
            }
        }
    }
    Ok(())
}

/// The half of a function type a signature change touches.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Part {
    Inputs,
    Results,
}

/// Rewrites the function type held in `type_attr` of `op` without the
/// inputs or results `erase` flags; `false`, changing nothing, when it
/// holds no builtin function type with as many of them as flags.
fn erase_from_signature(
    ir: &mut IrView,
    op: Op,
    type_attr: &str,
    part: Part,
    erase: &[bool],
) -> bool {
    let ctx = ir.ctx();
    let ty = op.get_attr(ir, type_attr).and_then(|a| a.as_type(ctx));
    let Some((inputs, results)) = ty.and_then(|t| t.as_function(ctx)) else { return false };
    let touched = if part == Part::Inputs { inputs } else { results };
    if touched.len() != erase.len() {
        return false;
    }
    let (inputs, results) = match part {
        Part::Inputs => (keep_unflagged(inputs, erase), results.to_vec()),
        Part::Results => (inputs.to_vec(), keep_unflagged(results, erase)),
    };
    let ty = ctx.type_attr(ctx.function_type(&inputs, &results));
    ir.set_attr_any(op, type_attr, Some(ty));
    true
}

/// The items of `items` whose flag in `erase` is off.
fn keep_unflagged<T: Copy>(items: &[T], erase: &[bool]) -> Vec<T> {
    items.iter().zip(erase).filter(|(_, gone)| !**gone).map(|(&item, _)| item).collect()
}

/// An `arg_attrs`/`res_attrs` array without the entries `erase` flags;
/// `None` (the attribute dropped) when every entry left is empty, as MLIR
/// drops an array of empty dictionaries.
fn filter_attr_array(ir: &IrView, array: Attribute, erase: &[bool]) -> Option<Attribute> {
    let ctx = ir.ctx();
    let entries = array.as_array(ctx)?;
    if entries.len() != erase.len() {
        return Some(array);
    }
    let kept = keep_unflagged(entries, erase);
    let all_empty = kept.iter().all(|e| e.as_dictionary(ctx).is_some_and(|d| d.is_empty()));
    (!all_empty).then(|| ctx.array_attr(&kept))
}
