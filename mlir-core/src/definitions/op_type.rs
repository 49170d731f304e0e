//! Typed op handles: the zero-cost wrappers the `#[op]` macro generates
//! (`AddIOp`), checked by registration like MLIR's `Op<…>` over
//! `Operation *`, and the dialect types ops name.
//!
//! `OpType` gives `isa` and `try_from_op`; `Dialect` is what `#[dialect]`
//! implements; the const helpers here build an op's full name (`dialect.op`) at
//! compile time.

use crate::context::Context;
use crate::context::builtin::attributes::NamedAttr;
use crate::context::builtin::location::Location;
use crate::context::builtin::types::Type;
use crate::definitions::op_def::OpDef;
use crate::definitions::registering::DialectHooks;
use crate::ir::{Block, Builder, IrView, Op, OperationState, Value};

/// The value of a dialect's unit struct, through which the dialect's own
/// implementation of an `#[interface(dialect)]` trait is called;
/// `#[dialect]` implements it.
#[doc(hidden)]
pub trait DialectInstance: Dialect + Sized + 'static {
    /// The dialect's value.
    const INSTANCE: Self;
}

/// A dialect type: `#[op(dialect = ArithDialect, …)]` reads its namespace;
/// `#[dialect]` implements it with the dialect's ops.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a dialect",
    label = "not a dialect",
    note = "define it with `#[dialect(name = \"…\", ops = […])]`, or implement `Dialect` by hand"
)]
pub trait Dialect {
    /// The namespace, `arith`.
    const NAMESPACE: &'static str;

    /// The dialect's hooks (attribute verification, constant
    /// materialization, alias names).
    const HOOKS: DialectHooks = DialectHooks::NONE;

    /// Whether attribute fields of the dialect's ops without `rename` take
    /// the camel-case form of their field name (`overflow_flags` →
    /// `overflowFlags`), as `#[dialect(rename_all = "camelCase")]` asks.
    const CAMEL_CASE_ATTRS: bool = false;

    /// The full names of the ops the dialect lists (`#[dialect(ops =
    /// […])]`), in order: `#[op]` checks at compile time that its dialect
    /// lists it. `None` (a dialect implemented by hand) checks nothing.
    const OP_NAMES: Option<&'static [&'static str]> = None;

    /// The mnemonics of the attribute kinds the dialect registers
    /// (`attrs = […]`): `#[enum_attr]` checks at compile time that its
    /// dialect registers it. `None` checks nothing.
    const ATTR_MNEMONICS: Option<&'static [&'static str]> = None;

    /// The mnemonics of the type kinds the dialect registers (`types =
    /// […]`): `#[type_def]` checks at compile time that its dialect
    /// registers it. `None` checks nothing.
    const TYPE_MNEMONICS: Option<&'static [&'static str]> = None;

    /// Where each listed op is defined ([`OpType::DEFINED_AT`]), in the
    /// order of [`Dialect::OP_NAMES`]: an `#[op]` finds itself in its
    /// dialect's list by it (the compile-time check of a duplicate name
    /// points at the later op's `name`).
    #[doc(hidden)]
    const OP_DEFINITIONS: &'static [&'static str] = &[];

    /// Registers the dialect (its dependent dialects and its ops too) in a
    /// context. Registering twice is harmless.
    fn register(ctx: &Context) {
        ctx.register_dialect_with_hooks(Self::NAMESPACE, Self::HOOKS);
    }
}

/// A typed handle of one registered op.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an op",
    label = "not an op",
    note = "define ops with `#[op(dialect = …, name = \"…\")]`"
)]
pub trait OpType: Copy + 'static {
    /// The op's static definition.
    const DEF: &'static OpDef;

    /// Where the op type is defined (`module::path::TypeName`), which the
    /// macros' compile-time checks compare; empty for an op implemented by
    /// hand.
    #[doc(hidden)]
    const DEFINED_AT: &'static str = "";

    /// Wraps an op without checking its name.
    fn from_op_unchecked(op: Op) -> Self;

    /// The generic handle.
    fn as_op(self) -> Op;

    /// Whether `op` is this op (registered under this definition).
    fn isa(ir: &IrView, op: Op) -> bool {
        op.name(ir).def(ir.ctx()).is_some_and(|def| std::ptr::eq(def, Self::DEF))
    }

    /// Registers the op (without interface models) in a context.
    fn register_op(ctx: &Context) {
        ctx.register_op(Self::DEF, &[]);
    }

    /// The typed handle of `op`, if it is this op.
    fn try_from_op(ir: &IrView, op: Op) -> Option<Self> {
        Self::isa(ir, op).then(|| Self::from_op_unchecked(op))
    }

    /// Creates the op at the builder's insertion point from generic lists
    /// (ODS's aggregate builder): result types, operands, attributes (those
    /// named like one of the op's properties fill that property, the others
    /// stay discardable), successors, and a number of empty regions.
    /// Nothing is verified here.
    #[allow(clippy::too_many_arguments)]
    fn build_generic(
        builder: &mut Builder<'_>,
        loc: Location,
        result_types: &[Type],
        operands: &[Value],
        attributes: &[NamedAttr],
        successors: &[Block],
        num_regions: usize,
    ) -> Self {
        let ctx = builder.ctx();
        let mut state = OperationState::new(ctx.op_name(Self::DEF.name), loc);
        state.result_types = result_types.to_vec();
        state.operands = operands.to_vec();
        state.successors = successors.to_vec();
        state.props = vec![None; Self::DEF.property_names.len()];
        for attr in attributes {
            let name = attr.name.as_str(ctx);
            match Self::DEF.property_names.iter().position(|p| *p == name) {
                Some(slot) => state.props[slot] = Some(attr.value),
                None => state.attrs.push(*attr),
            }
        }
        state.num_new_regions = num_regions;
        Self::from_op_unchecked(builder.build(state))
    }
}

/// Concatenates `dialect`, `.` and `mnemonic` into `N` bytes at compile
/// time (`N` is their total length): generated ops build their full name
/// from the dialect type's namespace with it.
pub const fn concat_op_name<const N: usize>(dialect: &str, mnemonic: &str) -> [u8; N] {
    let mut out = [0u8; N];
    let (d, m) = (dialect.as_bytes(), mnemonic.as_bytes());
    assert!(d.len() + 1 + m.len() == N, "op name length mismatch");
    let mut i = 0;
    while i < d.len() {
        out[i] = d[i];
        i += 1;
    }
    out[d.len()] = b'.';
    let mut j = 0;
    while j < m.len() {
        out[d.len() + 1 + j] = m[j];
        j += 1;
    }
    out
}

/// The `&str` of bytes built by [`concat_op_name`] (always UTF-8).
pub const fn op_name_str(bytes: &'static [u8]) -> &'static str {
    match std::str::from_utf8(bytes) {
        Ok(s) => s,
        Err(_) => panic!("op names are UTF-8"),
    }
}
