//! `dlti`: data layout and target information, defined with
//! `#[attr_def]`. The dialect has no ops, only attributes that ops carry:
//!
//! | item | what it is |
//! |---|---|
//! | `#dlti.dl_entry<key, value>` | one entry: a type or a quoted identifier, and its value |
//! | `#dlti.dl_spec<key = value, …>` | a data layout specification (`dlti.dl_spec` on a module) |
//! | `#dlti.map<key = value, …>` | a dictionary of target information (`dlti.map`) |
//! | `#dlti.target_system_spec<"id" = device, …>` | the devices of a system (`dlti.target_system_spec`) |
//! | `#dlti.target_device_spec<"key" = value, …>` | the properties of one device |
//! | `#dlti.function_pointer_alignment<64, function_dependent = true>` | the alignment of function pointers |
//!
//! `attrs.rs` defines the attributes and their checks, `entry_syntax.rs`
//! the entry lists they share; `mod.rs` the dialect, its check of the
//! attributes ops carry (a module's specification checked in full through
//! the core's `data_layout_verify`) and its identifier entries
//! (`"dlti.endianness"`, `"dlti.stack_alignment"`, …).

mod attrs;
mod entry_syntax;

pub use attrs::{
    DataLayoutEntryAttr, DataLayoutSpecAttr, FunctionPointerAlignmentAttr, MapAttr,
    TargetDeviceSpecAttr, TargetSystemSpecAttr,
};

use mlir_core::builtin_ops::module_op::ModuleOp;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::interfaces::data_layout_spec::{
    DATA_LAYOUT_SPEC_ATTR, DataLayoutDialectInterface, DataLayoutEntry,
};
use mlir_core::definitions::interfaces::data_layout_verify::verify_data_layout_op;
use mlir_core::definitions::op_type::{Dialect, OpType};
use mlir_core::ir::{IrView, Op};
use mlir_core::{Context, NamedAttr};
use mlir_derive::dialect;

/// The attribute name of a dictionary of target information.
pub const MAP_ATTR: &str = "dlti.map";

/// The attribute name of a target system specification.
pub const TARGET_SYSTEM_SPEC_ATTR: &str = "dlti.target_system_spec";

/// The identifier of the endianness entry, `"big"` or `"little"`.
pub const ENDIANNESS_KEY: &str = "dlti.endianness";

/// The identifier entries of a data layout specification the dialect
/// knows, besides the endianness (their values are not checked).
const KNOWN_ENTRY_KEYS: &[&str] = &[
    "dlti.default_memory_space",
    "dlti.alloca_memory_space",
    "dlti.program_memory_space",
    "dlti.global_memory_space",
    "dlti.stack_alignment",
    "dlti.mangling_mode",
    "dlti.function_pointer_alignment",
    "dlti.legal_int_widths",
];

/// The Data Layout and Target Information (DLTI) dialect: attributes
/// describing how data is laid out in memory and the targets compiled for.
#[dialect(
    name = "dlti",
    attrs = [
        DataLayoutEntryAttr,
        DataLayoutSpecAttr,
        MapAttr,
        TargetSystemSpecAttr,
        TargetDeviceSpecAttr,
        FunctionPointerAlignmentAttr
    ],
    interfaces = [DataLayoutDialectInterface],
    verify_op_attribute
)]
pub struct Dlti;

impl Dlti {
    /// Checks a `dlti.…` attribute an op carries (MLIR's
    /// `DLTIDialect::verifyOperationAttribute`): `dlti.dl_spec`,
    /// `dlti.target_system_spec` and `dlti.map` must hold the attribute of
    /// their name, and a module's specification must be valid and combine
    /// with those around it; no other name is allowed.
    pub(crate) fn verify_op_attribute(ir: &IrView, op: Op, attr: NamedAttr) -> VerifyResult {
        let ctx = ir.ctx();
        let name = attr.name.as_str(ctx);
        let expected = |kind: &str| {
            Err(vec![op.emit_error(ir, format!("'{name}' is expected to be a #{kind} attribute"))])
        };
        match name {
            DATA_LAYOUT_SPEC_ATTR => {
                if !DataLayoutSpecAttr::isa(ctx, attr.value) {
                    return expected("dlti.dl_spec");
                }
                if ModuleOp::isa(ir, op) {
                    return verify_data_layout_op(ir, op);
                }
                Ok(())
            }
            TARGET_SYSTEM_SPEC_ATTR if !TargetSystemSpecAttr::isa(ctx, attr.value) => {
                expected("dlti.target_system_spec")
            }
            MAP_ATTR if !MapAttr::isa(ctx, attr.value) => expected("dlti.map"),
            TARGET_SYSTEM_SPEC_ATTR | MAP_ATTR => Ok(()),
            _ => {
                Err(vec![op.emit_error(ir, format!("attribute '{name}' not supported by dialect"))])
            }
        }
    }
}

/// The dialect's identifier entries: the endianness must be `"big"` or
/// `"little"`; the other known keys take any value; an unknown key is an
/// error.
impl DataLayoutDialectInterface for Dlti {
    fn verify_entry(&self, ctx: &Context, entry: &DataLayoutEntry) -> Result<(), String> {
        let key = entry.key.id_str(ctx).unwrap_or_default();
        if key == ENDIANNESS_KEY {
            return match entry.value.as_string(ctx) {
                Some(b"big" | b"little") => Ok(()),
                _ => Err(format!(
                    "'{key}' data layout entry is expected to be either 'big' or 'little'"
                )),
            };
        }
        if KNOWN_ENTRY_KEYS.contains(&key) {
            return Ok(());
        }
        Err(format!("unknown data layout entry name: {key}"))
    }
}

/// Registers `dlti` and its attributes in a context.
pub fn register(ctx: &Context) {
    Dlti::register(ctx);
}
