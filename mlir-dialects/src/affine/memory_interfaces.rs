//! `AffineReadOpInterface` and `AffineWriteOpInterface`: the affine
//! memory accesses seen alike by analyses (dependence, store-to-load
//! forwarding): the memref, the access map and its operands, and the
//! value read or stored.

use mlir_core::context::builtin::affine::AffineMap;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Value};
use mlir_derive::interface;

use super::{LoadOp, StoreOp, VectorLoadOp, VectorStoreOp};

/// Affine ops that read a memref at an affine access (MLIR's
/// `AffineReadOpInterface`): `affine.load`, `affine.vector_load`.
#[interface(op)]
pub trait AffineReadOpInterface {
    /// The memref read.
    fn accessed_memref(&self, ir: &IrView) -> Value;
    /// The map of the access, over [`Self::access_operands`].
    fn access_map(&self, ir: &IrView) -> AffineMap;
    /// The map's operands: its dimensions' values, then its symbols'.
    fn access_operands(&self, ir: &IrView) -> Vec<Value>;
    /// The value read (MLIR's `getValue`).
    fn read_value(&self, ir: &IrView) -> Value;
}

/// Affine ops that write a memref at an affine access (MLIR's
/// `AffineWriteOpInterface`): `affine.store`, `affine.vector_store`.
#[interface(op)]
pub trait AffineWriteOpInterface {
    /// The memref written.
    fn accessed_memref(&self, ir: &IrView) -> Value;
    /// The map of the access, over [`Self::access_operands`].
    fn access_map(&self, ir: &IrView) -> AffineMap;
    /// The map's operands: its dimensions' values, then its symbols'.
    fn access_operands(&self, ir: &IrView) -> Vec<Value>;
    /// The value stored (MLIR's `getValueToStore`).
    fn stored_value(&self, ir: &IrView) -> Value;
}

/// Implements one of the interfaces for ops with `memref`, `map` and
/// `indices` accessors; `$value` is the accessor of the value read or
/// stored.
macro_rules! affine_access {
    ($interface:ident for $($op:ident),* => $method:ident: $value:expr) => {$(
        impl $interface for $op {
            fn accessed_memref(&self, ir: &IrView) -> Value {
                self.memref(ir)
            }
            fn access_map(&self, ir: &IrView) -> AffineMap {
                ir.ctx().affine_map_of(self.map(ir)).unwrap_or_else(AffineMap::empty)
            }
            fn access_operands(&self, ir: &IrView) -> Vec<Value> {
                self.indices(ir).collect()
            }
            fn $method(&self, ir: &IrView) -> Value {
                let value: fn(&$op, &IrView) -> Value = $value;
                value(self, ir)
            }
        }
    )*};
}

affine_access!(AffineReadOpInterface for LoadOp, VectorLoadOp => read_value: |op, ir| op.as_op().result(ir, 0));
affine_access!(AffineWriteOpInterface for StoreOp, VectorStoreOp => stored_value: |op, ir| op.value(ir));
