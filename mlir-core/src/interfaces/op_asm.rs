//! `OpAsmOpInterface`: how an op asks the printer to name its results and
//! block arguments (`%c0`, `%true`, `%cst`) and which dialect prefix may be
//! elided inside its regions.

use crate::ir::{Block, IrView, Op, Value};

/// Ops that customize their textual names.
pub trait OpAsmOpInterface: Send + Sync {
    /// Suggests names for the op's results: call `set_name(result, "c0")`.
    fn result_names(&self, _ir: &IrView, _op: Op, _set_name: &mut dyn FnMut(Value, &str)) {}

    /// Suggests names for the arguments of a block in one of its regions.
    fn block_arg_names(
        &self,
        _ir: &IrView,
        _op: Op,
        _block: Block,
        _set_name: &mut dyn FnMut(Value, &str),
    ) {
    }

    /// The dialect whose prefix may be dropped from op names inside this
    /// op's regions (`func` inside `func.func`); `""` for none.
    fn default_dialect(&self) -> &'static str {
        ""
    }
}

/// The default dialect of `op`'s regions, `""` when it declares none.
pub fn default_dialect(ir: &IrView, op: Op) -> &'static str {
    default_dialect_of(ir.ctx(), op.name(ir))
}

/// The default dialect declared by ops named `name`.
pub fn default_dialect_of(ctx: &crate::Context, name: crate::registry::OpName) -> &'static str {
    name.interface::<dyn OpAsmOpInterface>(ctx).map_or("", |m| m.default_dialect())
}
