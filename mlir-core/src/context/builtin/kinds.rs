//! Which kind an attribute or type is, as the interface map keys its
//! models: a builtin kind by its payload's variant ([`BuiltinAttrKind`],
//! [`BuiltinTypeKind`]), a dialect kind by the address of its static
//! definition. Reading a value's [`KindId`] is one match, so a lookup costs
//! one hash and never compares names.

use crate::context::Context;
use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::builtin::types::{Type, TypeData};

/// The builtin attribute kinds: one per [`AttrData`] variant but
/// `Dialect`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum BuiltinAttrKind {
    /// `unit`.
    Unit,
    /// `42 : i32`.
    Integer,
    /// `1.5 : f32`.
    Float,
    /// `"text"`.
    String,
    /// `[a, b]`.
    Array,
    /// `{a = 1}`.
    Dictionary,
    /// A type as an attribute.
    Type,
    /// `@root::@nested`.
    SymbolRef,
    /// `array<i32: 1, 2>`.
    DenseArray,
    /// `dense<…>` of integers, indices, floats or complex numbers.
    DenseElements,
    /// `dense<…>` of strings.
    DenseStrings,
    /// `dense_resource<key>`.
    DenseResource,
    /// `sparse<indices, values>`.
    Sparse,
    /// `#dialect.body` of a dialect that is not registered.
    Opaque,
    /// `affine_map<…>`.
    AffineMap,
    /// `affine_set<…>`.
    IntegerSet,
    /// `strided<…>`.
    StridedLayout,
    /// `distinct[N]<…>`.
    Distinct,
    /// A location.
    Location,
}

/// The builtin type kinds: one per [`TypeData`] variant but `Dialect`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum BuiltinTypeKind {
    /// `iN`, `siN`, `uiN`.
    Integer,
    /// `index`.
    Index,
    /// The float types.
    Float,
    /// `none`.
    None,
    /// `complex<T>`.
    Complex,
    /// `tuple<…>`.
    Tuple,
    /// `(…) -> …`.
    Function,
    /// `vector<…>`.
    Vector,
    /// `tensor<4x?xf32>`.
    RankedTensor,
    /// `tensor<*xf32>`.
    UnrankedTensor,
    /// `memref<4x?xf32>`.
    MemRef,
    /// `memref<*xf32>`.
    UnrankedMemRef,
    /// `!dialect.body` of a dialect that is not registered.
    Opaque,
}

/// The kind of an attribute or type, the key of its interface models.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum KindId {
    /// A builtin attribute kind.
    BuiltinAttr(BuiltinAttrKind),
    /// A builtin type kind.
    BuiltinType(BuiltinTypeKind),
    /// A dialect kind: the address of its `AttrDef` or `TypeDef` (stable
    /// for the process: definitions are statics).
    Dialect(usize),
}

impl AttrData {
    /// The kind of this payload.
    pub fn kind_id(&self) -> KindId {
        use BuiltinAttrKind as K;
        KindId::BuiltinAttr(match self {
            AttrData::Unit => K::Unit,
            AttrData::Integer { .. } => K::Integer,
            AttrData::Float { .. } => K::Float,
            AttrData::String { .. } => K::String,
            AttrData::Array(_) => K::Array,
            AttrData::Dictionary(_) => K::Dictionary,
            AttrData::Type(_) => K::Type,
            AttrData::SymbolRef { .. } => K::SymbolRef,
            AttrData::DenseArray { .. } => K::DenseArray,
            AttrData::DenseElements { .. } => K::DenseElements,
            AttrData::DenseStrings { .. } => K::DenseStrings,
            AttrData::DenseResource { .. } => K::DenseResource,
            AttrData::Sparse { .. } => K::Sparse,
            AttrData::Opaque { .. } => K::Opaque,
            AttrData::AffineMap(_) => K::AffineMap,
            AttrData::IntegerSet(_) => K::IntegerSet,
            AttrData::StridedLayout { .. } => K::StridedLayout,
            AttrData::Distinct { .. } => K::Distinct,
            AttrData::Location(_) => K::Location,
            AttrData::Dialect(d) => return KindId::Dialect(std::ptr::from_ref(d.def) as usize),
        })
    }
}

impl TypeData {
    /// The kind of this payload.
    pub fn kind_id(&self) -> KindId {
        use BuiltinTypeKind as K;
        KindId::BuiltinType(match self {
            TypeData::Integer { .. } => K::Integer,
            TypeData::Index => K::Index,
            TypeData::Float(_) => K::Float,
            TypeData::None => K::None,
            TypeData::Complex(_) => K::Complex,
            TypeData::Tuple(_) => K::Tuple,
            TypeData::Function { .. } => K::Function,
            TypeData::Vector { .. } => K::Vector,
            TypeData::RankedTensor { .. } => K::RankedTensor,
            TypeData::UnrankedTensor { .. } => K::UnrankedTensor,
            TypeData::MemRef { .. } => K::MemRef,
            TypeData::UnrankedMemRef { .. } => K::UnrankedMemRef,
            TypeData::Opaque { .. } => K::Opaque,
            TypeData::Dialect(d) => return KindId::Dialect(std::ptr::from_ref(d.def) as usize),
        })
    }
}

impl Attribute {
    /// The attribute's kind.
    pub fn kind_id(self, ctx: &Context) -> KindId {
        self.data(ctx).kind_id()
    }
}

impl Type {
    /// The type's kind.
    pub fn kind_id(self, ctx: &Context) -> KindId {
        self.data(ctx).kind_id()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_values_have_their_variants_kind() {
        let ctx = Context::new();
        let i32 = ctx.integer_type(32);
        let tensor = ctx.ranked_tensor_type(&[2], i32);
        assert_eq!(i32.kind_id(&ctx), KindId::BuiltinType(BuiltinTypeKind::Integer));
        assert_eq!(tensor.kind_id(&ctx), KindId::BuiltinType(BuiltinTypeKind::RankedTensor));
        let one = ctx.integer_attr(i32, crate::support::apint::APInt::from_u64(32, 1));
        assert_eq!(one.kind_id(&ctx), KindId::BuiltinAttr(BuiltinAttrKind::Integer));
        assert_eq!(ctx.unit_attr().kind_id(&ctx), KindId::BuiltinAttr(BuiltinAttrKind::Unit));
    }
}
