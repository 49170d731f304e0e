//! Memref descriptors as LLVM values (MLIR's `MemRefDescriptor` and
//! `UnrankedMemRefDescriptor`): reading and writing their fields with
//! `llvm.extractvalue` and `llvm.insertvalue`, and packing and unpacking
//! them to and from the fields a function's arguments carry.
//!
//! A ranked descriptor is `!llvm.struct<(ptr, ptr, iN, array<R x iN>,
//! array<R x iN>)>`: the allocated pointer, the aligned pointer, the offset,
//! the sizes and the strides (no arrays at rank 0). An unranked one is
//! `!llvm.struct<(iN, ptr)>`: the rank and a pointer to a ranked descriptor,
//! whose size in bytes the rank gives.

use mlir_core::ir::{OpBuilder, Value};
use mlir_core::{Context, Location, Type};

use super::pattern_support::index_constant;
use super::type_converter::LlvmTypeConverter;
use crate::llvm::{
    AddOp, ArrayType, ExtractValueOp, InsertValueOp, IntegerOverflowFlags, MulOp, PoisonOp,
    StructType,
};

/// A ranked memref descriptor held in an SSA value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemRefDescriptor {
    value: Value,
}

impl MemRefDescriptor {
    /// The descriptor held by `value`.
    pub fn new(value: Value) -> Self {
        MemRefDescriptor { value }
    }

    /// A descriptor of type `ty` whose fields are all poison.
    pub fn poison(b: &mut impl OpBuilder, loc: Location, ty: Type) -> Self {
        MemRefDescriptor { value: PoisonOp::build(b, loc, ty).res(b) }
    }

    /// The value holding the descriptor.
    pub fn value(self) -> Value {
        self.value
    }

    /// The descriptor's struct type.
    pub fn ty(self, b: &impl OpBuilder) -> Type {
        self.value.ty(b)
    }

    /// The index type of its offset, sizes and strides.
    pub fn index_type(self, b: &impl OpBuilder) -> Type {
        let ctx = b.ctx();
        StructType::try_from(ctx, self.ty(b)).map(|s| s.body(ctx)[2]).expect("a memref descriptor")
    }

    /// The allocated pointer (what `free` takes).
    pub fn allocated_ptr(self, b: &mut impl OpBuilder, loc: Location) -> Value {
        extract_value(b, loc, self.value, &[0])
    }

    /// The aligned pointer (what accesses start from).
    pub fn aligned_ptr(self, b: &mut impl OpBuilder, loc: Location) -> Value {
        extract_value(b, loc, self.value, &[1])
    }

    /// The offset, in elements, of the first element from the aligned
    /// pointer.
    pub fn offset(self, b: &mut impl OpBuilder, loc: Location) -> Value {
        extract_value(b, loc, self.value, &[2])
    }

    /// The size of dimension `dim`.
    pub fn size(self, b: &mut impl OpBuilder, loc: Location, dim: usize) -> Value {
        extract_value(b, loc, self.value, &[3, dim as i64])
    }

    /// The stride of dimension `dim`.
    pub fn stride(self, b: &mut impl OpBuilder, loc: Location, dim: usize) -> Value {
        extract_value(b, loc, self.value, &[4, dim as i64])
    }

    /// Sets the allocated pointer.
    pub fn set_allocated_ptr(&mut self, b: &mut impl OpBuilder, loc: Location, v: Value) {
        self.value = insert(b, loc, self.value, v, &[0]);
    }

    /// Sets the aligned pointer.
    pub fn set_aligned_ptr(&mut self, b: &mut impl OpBuilder, loc: Location, v: Value) {
        self.value = insert(b, loc, self.value, v, &[1]);
    }

    /// Sets the offset.
    pub fn set_offset(&mut self, b: &mut impl OpBuilder, loc: Location, v: Value) {
        self.value = insert(b, loc, self.value, v, &[2]);
    }

    /// Sets the size of dimension `dim`.
    pub fn set_size(&mut self, b: &mut impl OpBuilder, loc: Location, dim: usize, v: Value) {
        self.value = insert(b, loc, self.value, v, &[3, dim as i64]);
    }

    /// Sets the stride of dimension `dim`.
    pub fn set_stride(&mut self, b: &mut impl OpBuilder, loc: Location, dim: usize, v: Value) {
        self.value = insert(b, loc, self.value, v, &[4, dim as i64]);
    }

    /// A descriptor of type `ty` built from the fields a function argument
    /// list carries: allocated and aligned pointers, offset, the `rank`
    /// sizes, then the `rank` strides (set size and stride per dimension).
    pub fn pack(
        b: &mut impl OpBuilder,
        loc: Location,
        ty: Type,
        rank: usize,
        fields: &[Value],
    ) -> Self {
        assert_eq!(fields.len(), 3 + 2 * rank, "a descriptor's fields");
        let mut d = Self::poison(b, loc, ty);
        d.set_allocated_ptr(b, loc, fields[0]);
        d.set_aligned_ptr(b, loc, fields[1]);
        d.set_offset(b, loc, fields[2]);
        for dim in 0..rank {
            d.set_size(b, loc, dim, fields[3 + dim]);
            d.set_stride(b, loc, dim, fields[3 + rank + dim]);
        }
        d
    }

    /// The fields of the descriptor, in the order of [`Self::pack`].
    pub fn unpack(self, b: &mut impl OpBuilder, loc: Location, rank: usize) -> Vec<Value> {
        let mut fields = vec![self.allocated_ptr(b, loc), self.aligned_ptr(b, loc)];
        fields.push(self.offset(b, loc));
        for dim in 0..rank {
            fields.push(self.size(b, loc, dim));
        }
        for dim in 0..rank {
            fields.push(self.stride(b, loc, dim));
        }
        fields
    }
}

/// An unranked memref descriptor held in an SSA value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnrankedMemRefDescriptor {
    value: Value,
}

impl UnrankedMemRefDescriptor {
    /// The descriptor held by `value`.
    pub fn new(value: Value) -> Self {
        UnrankedMemRefDescriptor { value }
    }

    /// The value holding the descriptor.
    pub fn value(self) -> Value {
        self.value
    }

    /// A descriptor of type `ty` built from its rank and the pointer to its
    /// ranked descriptor.
    pub fn pack(b: &mut impl OpBuilder, loc: Location, ty: Type, fields: &[Value]) -> Self {
        assert_eq!(fields.len(), 2, "an unranked descriptor's fields");
        let poison = PoisonOp::build(b, loc, ty).res(b);
        let with_rank = insert(b, loc, poison, fields[0], &[0]);
        UnrankedMemRefDescriptor { value: insert(b, loc, with_rank, fields[1], &[1]) }
    }

    /// The rank.
    pub fn rank(self, b: &mut impl OpBuilder, loc: Location) -> Value {
        extract_value(b, loc, self.value, &[0])
    }

    /// The pointer to the ranked descriptor.
    pub fn memref_ptr(self, b: &mut impl OpBuilder, loc: Location) -> Value {
        extract_value(b, loc, self.value, &[1])
    }

    /// The size in bytes of the ranked descriptor this one points to (MLIR's
    /// `UnrankedMemRefDescriptor::computeSizes`): two pointers, then the
    /// offset, sizes and strides, `2 * ptr + (1 + 2 * rank) * index`.
    pub fn ranked_descriptor_size(
        self,
        b: &mut impl OpBuilder,
        loc: Location,
        converter: &LlvmTypeConverter,
    ) -> Value {
        let one = index_constant(b, loc, converter, 1);
        let two = index_constant(b, loc, converter, 2);
        let index_bytes = i64::from(converter.index_bitwidth().div_ceil(8));
        let index_size = index_constant(b, loc, converter, index_bytes);
        let ptr_size = index_constant(b, loc, converter, POINTER_BYTES);
        let pointers = mul(b, loc, two, ptr_size);
        let rank = self.rank(b, loc);
        let double_rank = mul(b, loc, two, rank);
        let metadata_count = add(b, loc, double_rank, one);
        let metadata = mul(b, loc, metadata_count, index_size);
        add(b, loc, pointers, metadata)
    }

    /// A new descriptor of type `ty` with this one's rank and `memref_ptr`.
    pub fn with_memref_ptr(
        self,
        b: &mut impl OpBuilder,
        loc: Location,
        ty: Type,
        memref_ptr: Value,
    ) -> Self {
        let poison = PoisonOp::build(b, loc, ty).res(b);
        let rank = self.rank(b, loc);
        let with_rank = insert(b, loc, poison, rank, &[0]);
        UnrankedMemRefDescriptor { value: insert(b, loc, with_rank, memref_ptr, &[1]) }
    }

    /// Its fields: rank, then the pointer.
    pub fn unpack(self, b: &mut impl OpBuilder, loc: Location) -> Vec<Value> {
        vec![self.rank(b, loc), self.memref_ptr(b, loc)]
    }
}

/// The size of a pointer in the default data layout.
const POINTER_BYTES: i64 = 8;

/// `lhs * rhs` without overflow flags.
fn mul(b: &mut impl OpBuilder, loc: Location, lhs: Value, rhs: Value) -> Value {
    let ty = lhs.ty(b);
    MulOp::build(b, loc, ty, lhs, rhs, Some(IntegerOverflowFlags::NONE)).res(b)
}

/// `lhs + rhs` without overflow flags.
fn add(b: &mut impl OpBuilder, loc: Location, lhs: Value, rhs: Value) -> Value {
    let ty = lhs.ty(b);
    AddOp::build(b, loc, ty, lhs, rhs, Some(IntegerOverflowFlags::NONE)).res(b)
}

/// `llvm.extractvalue %aggregate[position]`.
pub fn extract_value(
    b: &mut impl OpBuilder,
    loc: Location,
    aggregate: Value,
    position: &[i64],
) -> Value {
    let ty =
        member_type(b.ctx(), aggregate.ty(b), position).expect("a position inside the aggregate");
    ExtractValueOp::build(b, loc, ty, aggregate, position.to_vec()).res(b)
}

/// `llvm.insertvalue %value, %aggregate[position]`.
pub(super) fn insert(
    b: &mut impl OpBuilder,
    loc: Location,
    aggregate: Value,
    value: Value,
    position: &[i64],
) -> Value {
    let ty = aggregate.ty(b);
    InsertValueOp::build(b, loc, ty, aggregate, value, position.to_vec()).res(b)
}

/// The type of the member of `aggregate` (a struct or an array, nested) at
/// `position`.
pub fn member_type(ctx: &Context, aggregate: Type, position: &[i64]) -> Option<Type> {
    let mut ty = aggregate;
    for &index in position {
        let index = usize::try_from(index).ok()?;
        ty = if let Some(array) = ArrayType::try_from(ctx, ty) {
            (index < array.num_elements(ctx) as usize).then(|| array.element_type(ctx))?
        } else {
            *StructType::try_from(ctx, ty)?.body(ctx).get(index)?
        };
    }
    Some(ty)
}
