//! The call interfaces: `CallOpInterface` (ops that call something: a
//! symbol or a value), `CallableOpInterface` (ops that can be called: a
//! region, argument and result types) and `ArgAndResultAttrsOpInterface`
//! (ops carrying one attribute dictionary per argument and per result).
//! None of them verifies anything on its own.

use std::ops::Range;

use mlir_derive::interface;

use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::builtin::types::Type;
use crate::ir::{IrView, Op, Region, Value};
use crate::semantics::symbol_table::SymbolTableCollection;

/// What a call calls.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Callee {
    /// A symbol reference (`@f`), resolved from the call's position.
    Symbol(Attribute),
    /// An SSA value of function type.
    Value(Value),
}

/// Ops that transfer control to a callable and back (MLIR's
/// `CallOpInterface`).
#[interface(op)]
pub trait CallOpInterface {
    /// The callee, when the op carries one (unverified IR may lack it).
    fn callee(&self, ir: &IrView) -> Option<Callee>;

    /// The indices of the operands passed as the callee's arguments.
    fn arg_operands(&self, ir: &IrView) -> Range<usize>;

    /// The op the callee names, when it is a symbol that resolves from the
    /// call (nearest symbol table first); `None` for an indirect call.
    fn resolve_callable(&self, ir: &IrView, tables: &mut SymbolTableCollection) -> Option<Op> {
        match self.callee(ir)? {
            Callee::Symbol(sym) => tables.lookup_nearest_symbol_from(ir, self.as_op(), sym),
            Callee::Value(_) => None,
        }
    }
}

/// Ops that can be the target of a call (MLIR's `CallableOpInterface`).
#[interface(op)]
pub trait CallableOpInterface {
    /// The region control enters, or `None` for an external callable (a
    /// declaration without body).
    fn callable_region(&self, ir: &IrView) -> Option<Region>;

    /// The types of the callable's arguments (empty on malformed IR).
    fn argument_types(&self, ir: &IrView) -> Vec<Type>;

    /// The types of the callable's results (empty on malformed IR).
    fn result_types(&self, ir: &IrView) -> Vec<Type>;
}

/// Ops with an optional array of attribute dictionaries for their
/// arguments (`arg_attrs`) and one for their results (`res_attrs`), MLIR's
/// `ArgAndResultAttrsOpInterface`.
#[interface(op)]
pub trait ArgAndResultAttrsOpInterface {
    /// The name of the argument attributes' array.
    fn arg_attrs_name() -> &'static str {
        "arg_attrs"
    }

    /// The name of the result attributes' array.
    fn res_attrs_name() -> &'static str {
        "res_attrs"
    }

    /// The array of argument attribute dictionaries, when set.
    fn arg_attrs(&self, ir: &IrView) -> Option<Attribute> {
        self.as_op().get_attr(ir, Self::arg_attrs_name())
    }

    /// The array of result attribute dictionaries, when set.
    fn res_attrs(&self, ir: &IrView) -> Option<Attribute> {
        self.as_op().get_attr(ir, Self::res_attrs_name())
    }
}

/// The attribute dictionary of entry `index` of an `arg_attrs`/`res_attrs`
/// array: `None` when the array is absent, shorter, or the entry is not a
/// dictionary.
pub fn attrs_at(ir: &IrView, array: Option<Attribute>, index: usize) -> Option<Attribute> {
    let ctx = ir.ctx();
    let entry = *array?.as_array(ctx)?.get(index)?;
    matches!(entry.data(ctx), AttrData::Dictionary(_)).then_some(entry)
}
