//! One affine memory access (MLIR's `MemRefAccess`): the memref, whether
//! the op writes, and the access map composed with the `affine.apply`
//! ops defining its operands, simplified and canonicalized, as the
//! dependence analysis reads it.

use mlir_core::context::builtin::affine::AffineMap;
use mlir_core::ir::{IrView, Op, Value};

use crate::affine::canonical_operands::canonicalize_map_and_operands;
use crate::affine::compose::fully_compose_affine_map_and_operands;
use crate::affine::memory_interfaces::{AffineReadOpInterfaceRef, AffineWriteOpInterfaceRef};

/// An affine load or store (the ops of `AffineReadOpInterface` and
/// `AffineWriteOpInterface`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemRefAccess {
    /// The accessing op.
    pub op: Op,
    /// The memref accessed.
    pub memref: Value,
    /// Whether the op writes the memref.
    pub is_write: bool,
}

impl MemRefAccess {
    /// The access made by `op`; `None` when `op` is not an affine read or
    /// write.
    pub fn new(ir: &IrView, op: Op) -> Option<MemRefAccess> {
        if let Some(read) = AffineReadOpInterfaceRef::get(ir, op) {
            return Some(MemRefAccess { op, memref: read.accessed_memref(ir), is_write: false });
        }
        let write = AffineWriteOpInterfaceRef::get(ir, op)?;
        Some(MemRefAccess { op, memref: write.accessed_memref(ir), is_write: true })
    }

    /// The map and its operands as written on the op.
    pub fn raw_map(&self, ir: &IrView) -> (AffineMap, Vec<Value>) {
        if let Some(read) = AffineReadOpInterfaceRef::get(ir, self.op) {
            return (read.access_map(ir), read.access_operands(ir));
        }
        match AffineWriteOpInterfaceRef::get(ir, self.op) {
            Some(write) => (write.access_map(ir), write.access_operands(ir)),
            None => (AffineMap::empty(), Vec::new()),
        }
    }

    /// The access map with its operands, composed with the `affine.apply`
    /// ops that define them, simplified and canonicalized (MLIR's
    /// `MemRefAccess::getAccessMap`).
    pub fn access_map(&self, ir: &IrView) -> (AffineMap, Vec<Value>) {
        let (mut map, mut operands) = self.raw_map(ir);
        fully_compose_affine_map_and_operands(ir, &mut map, &mut operands);
        map = map.simplified();
        canonicalize_map_and_operands(ir, &mut map, &mut operands);
        (map, operands)
    }

    /// Whether both accesses provably touch the same element of the same
    /// memref in every iteration (MLIR's `MemRefAccess::operator==`): the
    /// difference of the composed access maps, over the operands of both,
    /// composed, canonicalized and simplified, is zero in every result.
    /// Aliasing memrefs are not considered.
    pub fn same_element_as(&self, ir: &IrView, other: &MemRefAccess) -> bool {
        if self.memref != other.memref {
            return false;
        }
        let (a, a_operands) = self.access_map(ir);
        let (b, b_operands) = other.access_map(ir);
        if a.num_results() != b.num_results() {
            return false;
        }
        let (a_dims, b_dims) = (a.num_dims() as usize, b.num_dims() as usize);
        // Operands: a's dims, b's dims, a's symbols, b's symbols.
        let mut operands = a_operands[..a_dims].to_vec();
        operands.extend_from_slice(&b_operands[..b_dims]);
        operands.extend_from_slice(&a_operands[a_dims..]);
        operands.extend_from_slice(&b_operands[b_dims..]);
        let shifted = b.shift_dims(a.num_dims(), 0).shift_symbols(a.num_symbols(), 0);
        let differences = a.results().iter().zip(shifted.results()).map(|(x, y)| x - y).collect();
        let mut map = AffineMap::new(shifted.num_dims(), shifted.num_symbols(), differences);
        fully_compose_affine_map_and_operands(ir, &mut map, &mut operands);
        canonicalize_map_and_operands(ir, &mut map, &mut operands);
        map.simplified().results().iter().all(|e| e.as_constant() == Some(0))
    }

    /// The number of subscripts (the memref's rank).
    pub fn rank(&self, ir: &IrView) -> usize {
        self.raw_map(ir).0.num_results()
    }
}
