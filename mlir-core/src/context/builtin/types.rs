//! Builtin types: the uniqued [`Type`] handle and its payload [`TypeData`].

use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::kinds::KindId;
use crate::context::builtin::type_verifiers::{
    verify_complex, verify_integer, verify_memref, verify_ranked_tensor, verify_unranked_memref,
    verify_unranked_tensor, verify_vector,
};
use crate::context::{Context, Identifier};
use crate::support::apint::Signedness;
use crate::support::float::FloatKind;
use mlir_derive::type_def;

/// A uniqued type: a `u32` handle into its [`Context`]. Equality is identity.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Type(pub(crate) u32);

/// The marker of a dynamic dimension in a shape (MLIR's `ShapedType::kDynamic`).
pub const DYNAMIC: i64 = i64::MIN;

/// The payload of a builtin type: one variant per builtin type kind (MLIR's
/// `BuiltinTypes.td`), plus the open variant that holds a dialect's types.
/// The enum-backed mode of `#[type_def]` gives each kind its typed handle
/// ([`IntegerType`], [`VectorType`], …), the enum of kinds
/// ([`BuiltinTypeKind`]) and [`TypeData::kind_id`]; the syntax is the core
/// parser's and printer's, as in MLIR.
#[type_def(closed_enum, handle = Type, kinds = BuiltinTypeKind, kind_id = KindId::BuiltinType)]
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeData {
    /// `iN`, `siN`, `uiN`: an integer of a given width and signedness.
    #[kind(handle = IntegerType, verify = verify_integer)]
    Integer {
        /// Bit width, 1 ..= 16_777_215 (0 is accepted, as MLIR does, for
        /// `i0`).
        width: u32,
        /// Signless, signed or unsigned.
        signedness: Signedness,
    },
    /// `index`: an integer of the target's pointer width.
    #[kind(handle = IndexType)]
    Index,
    /// One of the float types (`f32`, `bf16`, `f8E4M3FN`, …): MLIR's
    /// `FloatType` kinds, one per format, distinguished by their kind.
    #[kind(handle = FloatType)]
    Float(
        /// The float format.
        #[param(name = kind)]
        FloatKind,
    ),
    /// `none`: the unit type.
    #[kind(handle = NoneType)]
    None,
    /// `complex<T>`: a complex number of integer or float parts.
    #[kind(handle = ComplexType, verify = verify_complex)]
    Complex(
        /// The type of the real and imaginary parts.
        #[param(name = element_type)]
        Type,
    ),
    /// `tuple<T, …>`: a fixed number of values of any types.
    #[kind(handle = TupleType)]
    Tuple(
        /// The element types.
        #[param(name = types)]
        Box<[Type]>,
    ),
    /// `(inputs) -> results`: a function's signature.
    #[kind(handle = FunctionType)]
    Function {
        /// Parameter types.
        inputs: Box<[Type]>,
        /// Result types.
        results: Box<[Type]>,
    },
    /// `vector<4x[8]xf32>`: a vector of integers, indices or floats, with
    /// scalable dimensions in brackets.
    #[kind(handle = VectorType, verify = verify_vector)]
    Vector {
        /// Dimension sizes (never dynamic).
        shape: Box<[i64]>,
        /// Which dimensions are scalable; empty when none is.
        scalable: Box<[bool]>,
        /// Element type.
        element: Type,
    },
    /// `tensor<4x?xf32, encoding>`: a tensor of known rank.
    #[kind(handle = RankedTensorType, verify = verify_ranked_tensor)]
    RankedTensor {
        /// Dimension sizes, [`DYNAMIC`] for `?`.
        shape: Box<[i64]>,
        /// Element type.
        element: Type,
        /// Optional encoding attribute.
        encoding: Option<Attribute>,
    },
    /// `tensor<*xf32>`: a tensor of unknown rank.
    #[kind(handle = UnrankedTensorType, verify = verify_unranked_tensor)]
    UnrankedTensor {
        /// Element type.
        element: Type,
    },
    /// `memref<4x?xf32, layout, space>`: a reference to a buffer of known
    /// rank.
    #[kind(handle = MemRefType, verify = verify_memref)]
    MemRef {
        /// Dimension sizes, [`DYNAMIC`] for `?`.
        shape: Box<[i64]>,
        /// Element type.
        element: Type,
        /// Layout attribute; `None` is the identity layout.
        layout: Option<Attribute>,
        /// Memory space attribute.
        memory_space: Option<Attribute>,
    },
    /// `memref<*xf32, space>`: a reference to a buffer of unknown rank.
    #[kind(handle = UnrankedMemRefType, verify = verify_unranked_memref)]
    UnrankedMemRef {
        /// Element type.
        element: Type,
        /// Memory space attribute.
        memory_space: Option<Attribute>,
    },
    /// `!dialect.body`: a type of a dialect that is not registered.
    #[kind(handle = OpaqueType)]
    Opaque {
        /// The dialect namespace.
        dialect: Identifier,
        /// Everything after `dialect.`, as written.
        data: Box<str>,
    },
    /// A type of a registered dialect (`!async.value<i32>`).
    #[kind(open)]
    Dialect(crate::context::dialect_type::DialectType),
}

impl crate::support::uniquer::UniqueHash for TypeData {
    fn unique_hash(&self) -> u64 {
        match self {
            // Hashed from the slices, so a lookup needs no payload built.
            TypeData::Function { inputs, results } => function_hash(inputs, results),
            other => std::hash::BuildHasher::hash_one(&rustc_hash::FxBuildHasher, other),
        }
    }
}

/// The unique hash of the function type `(inputs) -> results`.
fn function_hash(inputs: &[Type], results: &[Type]) -> u64 {
    std::hash::BuildHasher::hash_one(&rustc_hash::FxBuildHasher, ("function", inputs, results))
}

impl Type {
    /// The payload of this type.
    #[inline]
    pub fn data(self, ctx: &Context) -> &TypeData {
        ctx.type_data(self)
    }

    /// The raw handle number (creation order; never use it to order output).
    pub fn as_u32(self) -> u32 {
        self.0
    }

    /// Whether this is `index`.
    pub fn is_index(self, ctx: &Context) -> bool {
        matches!(self.data(ctx), TypeData::Index)
    }

    /// The width and signedness of an integer type.
    pub fn as_integer(self, ctx: &Context) -> Option<(u32, Signedness)> {
        match *self.data(ctx) {
            TypeData::Integer { width, signedness } => Some((width, signedness)),
            _ => None,
        }
    }

    /// Whether this is a signless integer of the given width.
    pub fn is_signless_integer(self, ctx: &Context, width: u32) -> bool {
        self.as_integer(ctx) == Some((width, Signedness::Signless))
    }

    /// The float kind of a float type.
    pub fn as_float(self, ctx: &Context) -> Option<FloatKind> {
        match *self.data(ctx) {
            TypeData::Float(kind) => Some(kind),
            _ => None,
        }
    }

    /// Shape and element type of a ranked shaped type (vector, ranked tensor, memref).
    pub fn shape_and_element(self, ctx: &Context) -> Option<(&[i64], Type)> {
        match self.data(ctx) {
            TypeData::Vector { shape, element, .. }
            | TypeData::RankedTensor { shape, element, .. }
            | TypeData::MemRef { shape, element, .. } => Some((shape, *element)),
            _ => None,
        }
    }

    /// Element type of any shaped type (ranked or not).
    pub fn element_type(self, ctx: &Context) -> Option<Type> {
        match self.data(ctx) {
            TypeData::Vector { element, .. }
            | TypeData::RankedTensor { element, .. }
            | TypeData::UnrankedTensor { element }
            | TypeData::MemRef { element, .. }
            | TypeData::UnrankedMemRef { element, .. } => Some(*element),
            _ => None,
        }
    }

    /// Number of elements of a statically shaped type; `None` when dynamic,
    /// unranked, not shaped, or overflowing.
    pub fn num_elements(self, ctx: &Context) -> Option<u64> {
        let (shape, _) = self.shape_and_element(ctx)?;
        shape.iter().try_fold(1u64, |acc, &d| if d < 0 { None } else { acc.checked_mul(d as u64) })
    }

    /// Parameter and result types of a function type.
    pub fn as_function(self, ctx: &Context) -> Option<(&[Type], &[Type])> {
        match self.data(ctx) {
            TypeData::Function { inputs, results } => Some((inputs, results)),
            _ => None,
        }
    }

    /// Storage bits of an integer or float type, 64 for index (MLIR's
    /// internal storage width of index), `None` otherwise.
    pub fn int_or_float_bit_width(self, ctx: &Context) -> Option<u32> {
        match *self.data(ctx) {
            TypeData::Integer { width, .. } => Some(width),
            TypeData::Index => Some(64),
            TypeData::Float(kind) => Some(kind.bit_width()),
            _ => None,
        }
    }
}

/// Constructors of builtin types.
impl Context {
    /// Uniques a type payload.
    pub fn get_type(&self, data: TypeData) -> Type {
        if crate::context::dialect_alias::builtin_may_alias_type(&data) {
            self.note_builtin_aliasable();
        }
        Type(self.types.intern(data))
    }

    /// `iN` (signless).
    pub fn integer_type(&self, width: u32) -> Type {
        self.integer_type_with(width, Signedness::Signless)
    }

    /// `iN`, `siN` or `uiN`.
    pub fn integer_type_with(&self, width: u32, signedness: Signedness) -> Type {
        match signedness {
            Signedness::Signless => self.common_types.integer(width),
            _ => None,
        }
        .unwrap_or_else(|| self.get_type(TypeData::Integer { width, signedness }))
    }

    /// `index`.
    pub fn index_type(&self) -> Type {
        self.common_types.index
    }

    /// A float type.
    pub fn float_type(&self, kind: FloatKind) -> Type {
        self.common_types.float(kind).unwrap_or_else(|| self.get_type(TypeData::Float(kind)))
    }

    /// `none`.
    pub fn none_type(&self) -> Type {
        self.get_type(TypeData::None)
    }

    /// `(inputs) -> results`.
    pub fn function_type(&self, inputs: &[Type], results: &[Type]) -> Type {
        // Looked up from the slices: the boxed payload is made only when new.
        let is_it = |data: &TypeData| matches!(data, TypeData::Function { inputs: i, results: r } if **i == *inputs && **r == *results);
        let make = || TypeData::Function { inputs: inputs.into(), results: results.into() };
        Type(self.types.intern_hashed(function_hash(inputs, results), is_it, make))
    }

    /// `tuple<…>`.
    pub fn tuple_type(&self, elements: &[Type]) -> Type {
        self.get_type(TypeData::Tuple(elements.into()))
    }

    /// `tensor<shape x element>` without encoding.
    pub fn ranked_tensor_type(&self, shape: &[i64], element: Type) -> Type {
        self.get_type(TypeData::RankedTensor { shape: shape.into(), element, encoding: None })
    }

    /// `vector<shape x element>` without scalable dimensions.
    pub fn vector_type(&self, shape: &[i64], element: Type) -> Type {
        self.get_type(TypeData::Vector { shape: shape.into(), scalable: Box::new([]), element })
    }

    /// `tensor<*xelement>`.
    pub fn unranked_tensor_type(&self, element: Type) -> Type {
        self.get_type(TypeData::UnrankedTensor { element })
    }

    /// `memref<shape x element>` with the identity layout in the default
    /// memory space ([`DYNAMIC`] for `?`).
    pub fn memref_type(&self, shape: &[i64], element: Type) -> Type {
        self.get_type(TypeData::MemRef {
            shape: shape.into(),
            element,
            layout: None,
            memory_space: None,
        })
    }

    /// `memref<*xelement>` in the default memory space.
    pub fn unranked_memref_type(&self, element: Type) -> Type {
        self.get_type(TypeData::UnrankedMemRef { element, memory_space: None })
    }

    /// `complex<element>`.
    pub fn complex_type(&self, element: Type) -> Type {
        self.get_type(TypeData::Complex(element))
    }

    /// `f32`.
    pub fn f32_type(&self) -> Type {
        self.float_type(FloatKind::F32)
    }

    /// `f64`.
    pub fn f64_type(&self) -> Type {
        self.float_type(FloatKind::F64)
    }
}

/// The scalar types most IR spells, interned with the context and handed
/// out without a lookup (a parse asks for one several times per op).
#[derive(Clone, Copy, Debug)]
pub(crate) struct CommonTypes {
    index: Type,
    /// Signless `i1`, `i8`, `i16`, `i32`, `i64`.
    integers: [Type; 5],
    /// `f16`, `bf16`, `f32`, `f64`.
    floats: [Type; 4],
}

impl CommonTypes {
    /// Interns the common types in `types` (a new context's).
    pub(crate) fn intern(types: &crate::support::uniquer::Interner<TypeData>) -> CommonTypes {
        let get = |data| Type(types.intern(data));
        let int = |width| get(TypeData::Integer { width, signedness: Signedness::Signless });
        let float = |kind| get(TypeData::Float(kind));
        CommonTypes {
            index: get(TypeData::Index),
            integers: [int(1), int(8), int(16), int(32), int(64)],
            floats: [
                float(FloatKind::F16),
                float(FloatKind::BF16),
                float(FloatKind::F32),
                float(FloatKind::F64),
            ],
        }
    }

    /// The signless integer type of `width`, if common.
    fn integer(&self, width: u32) -> Option<Type> {
        let at = match width {
            1 => 0,
            8 => 1,
            16 => 2,
            32 => 3,
            64 => 4,
            _ => return None,
        };
        Some(self.integers[at])
    }

    /// The float type of `kind`, if common.
    fn float(&self, kind: FloatKind) -> Option<Type> {
        let at = match kind {
            FloatKind::F16 => 0,
            FloatKind::BF16 => 1,
            FloatKind::F32 => 2,
            FloatKind::F64 => 3,
            _ => return None,
        };
        Some(self.floats[at])
    }
}
