//! `OpAsmOpInterface`: how an op asks the printer to name its results and
//! block arguments (`%c0`, `%true`, `%cst`) and which dialect prefix may be
//! elided inside its regions.
//!
//! The printer asks for names only when it prints the custom form (never
//! with `--mlir-print-op-generic`, nor for the generic op diagnostics
//! show), and then for every op implementing the interface, also when the
//! op itself prints generically. A requested name is sanitized and made
//! unique (`%cst`, `%cst_0`); an empty name asks for a number.

use mlir_derive::interface;

use crate::context::Context;
use crate::context::registrations::OpName;
use crate::ir::{IrView, Op, Region, Value};

/// Ops that customize their textual names (MLIR's `OpAsmOpInterface`).
#[interface(op)]
pub trait OpAsmOpInterface {
    /// Suggests names for the op's results: call `set_name(result, "c0")`.
    ///
    /// Naming result `i > 0` starts a group there: the group covers the
    /// following unnamed results and prints as `%name:N` (used as
    /// `%name#k`), as `%base_buffer, %offset, %sizes:2`. Values other than
    /// the op's results, and results named twice, are ignored.
    fn result_names(&self, ir: &IrView, set_name: &mut dyn FnMut(Value, &str)) {
        let _ = (ir, set_name);
    }

    /// Suggests names for the arguments of the blocks of `region`, one of
    /// the op's regions; called once per region before the region is
    /// numbered. An entry-block argument named here does not take an
    /// `%argN` number. Values other than the region's block arguments are
    /// ignored.
    fn block_arg_names(&self, ir: &IrView, region: Region, set_name: &mut dyn FnMut(Value, &str)) {
        let _ = (ir, region, set_name);
    }

    /// The dialect whose prefix may be dropped from op names inside this
    /// op's regions (`func` inside `func.func`); `""` for none.
    fn default_dialect() -> &'static str {
        ""
    }
}

/// A model naming the results with fixed names, in order: `%low, %high`
/// for `interfaces = [OpAsmOpInterfaceModel = ResultNames(&["low", "high"])]`.
pub struct ResultNames(pub &'static [&'static str]);
impl OpAsmOpInterfaceModel for ResultNames {
    fn result_names(&self, op: Op, ir: &IrView, set_name: &mut dyn FnMut(Value, &str)) {
        for (result, name) in op.results(ir).zip(self.0) {
            set_name(result, name);
        }
    }
}

/// The default dialect of `op`'s regions, `""` when it declares none.
pub fn default_dialect(ir: &IrView, op: Op) -> &'static str {
    default_dialect_of(ir.ctx(), op.name(ir))
}

/// The default dialect declared by ops named `name`.
pub fn default_dialect_of(ctx: &Context, name: OpName) -> &'static str {
    name.interface::<dyn OpAsmOpInterfaceModel>(ctx).map_or("", |m| m.default_dialect())
}
