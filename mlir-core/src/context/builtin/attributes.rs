//! Builtin attributes: the uniqued [`Attribute`] handle and its payload
//! [`AttrData`]. Locations are attributes too (as in MLIR), wrapped by the
//! [`Location`] handle.

use crate::context::builtin::affine::{AffineMap, IntegerSet};
use crate::context::builtin::attr_verifiers::{
    verify_dictionary, verify_float_attr, verify_integer_attr, verify_opaque_attr,
};
use crate::context::builtin::elements_verifiers::{
    verify_dense_array, verify_dense_elements, verify_dense_resource, verify_dense_strings,
    verify_sparse,
};
use crate::context::builtin::kinds::KindId;
use crate::context::builtin::location::{Location, LocationData};
use crate::context::builtin::types::Type;
use crate::context::{Context, Identifier};
use crate::support::apint::APInt;
use mlir_derive::attr_def;

/// A uniqued attribute: a `u32` handle into its [`Context`]. Equality is identity.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Attribute(pub(crate) u32);

/// One entry of a dictionary: a name and its value.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct NamedAttr {
    /// The entry's name.
    pub name: Identifier,
    /// The entry's value.
    pub value: Attribute,
}

/// The payload of a builtin attribute: one variant per builtin attribute
/// kind (MLIR's `BuiltinAttributes.td`; `true` and `false` are integer
/// attributes on `i1`), the locations, and the open variant that holds a
/// dialect's attributes. The enum-backed mode of `#[attr_def]` gives each
/// kind its typed handle ([`IntegerAttr`], [`ArrayAttr`], …), the enum of
/// kinds ([`BuiltinAttrKind`]) and [`AttrData::kind_id`]; the syntax is the
/// core parser's and printer's, as in MLIR.
#[attr_def(closed_enum, handle = Attribute, kinds = BuiltinAttrKind, kind_id = KindId::BuiltinAttr)]
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrData {
    /// `unit`: an attribute whose presence is its meaning.
    #[kind(handle = UnitAttr)]
    Unit,
    /// `42 : i32`, `true`, `7 : index`: an integer of an integer or index
    /// type.
    #[kind(handle = IntegerAttr, verify = verify_integer_attr)]
    Integer {
        /// Integer or index type.
        ty: Type,
        /// The value, as wide as the type (64 bits for index).
        value: APInt,
    },
    /// `1.5 : f32`: a float of a float type.
    #[kind(handle = FloatAttr, verify = verify_float_attr)]
    Float {
        /// Float type.
        ty: Type,
        /// Raw bits in the type's encoding.
        bits: FloatBits,
    },
    /// `"text"` or `"text" : type`: a string of bytes.
    #[kind(handle = StringAttr)]
    String {
        /// The bytes (escapes resolved; need not be UTF-8).
        value: Box<[u8]>,
        /// The optional type; `None` prints no type.
        ty: Option<Type>,
    },
    /// `[a, b]`: a list of attributes.
    #[kind(handle = ArrayAttr)]
    Array(
        /// The elements.
        #[param(name = elements)]
        Box<[Attribute]>,
    ),
    /// `{a = 1, b}`: named attributes, sorted by name bytes, names unique.
    #[kind(handle = DictionaryAttr, verify = verify_dictionary)]
    Dictionary(
        /// The entries, sorted by name.
        #[param(name = entries)]
        Box<[NamedAttr]>,
    ),
    /// A type used as an attribute.
    #[kind(handle = TypeAttr)]
    Type(
        /// The type.
        #[param(name = value)]
        Type,
    ),
    /// `@root::@nested`: a reference to a symbol, possibly nested.
    #[kind(handle = SymbolRefAttr)]
    SymbolRef {
        /// The root symbol.
        root: Identifier,
        /// Nested references, outermost first.
        nested: Box<[Identifier]>,
    },
    /// `array<i32: 1, 2>`: a dense array of integers or floats.
    #[kind(handle = DenseArrayAttr, verify = verify_dense_array)]
    DenseArray {
        /// Element type (integer or float).
        element: Type,
        /// Number of elements.
        len: usize,
        /// Packed storage: one byte per i1, ⌈bits/8⌉ bytes per other element.
        data: Box<[u8]>,
    },
    /// `dense<…> : tensor<…>`: integer, index, float or complex elements of
    /// a tensor or vector (MLIR's `DenseIntOrFPElementsAttr`).
    #[kind(
        handle = DenseElementsAttr,
        ods_name = "DenseIntOrFPElementsAttr",
        verify = verify_dense_elements
    )]
    DenseElements {
        /// Shaped type (tensor or vector).
        ty: Type,
        /// Whether `data` holds one element standing for all.
        splat: bool,
        /// Element storage, see [`dense`](crate::context::builtin::dense).
        data: Box<[u8]>,
    },
    /// `dense<["a", "b"]> : tensor<2x!s>`: string elements.
    #[kind(handle = DenseStringElementsAttr, verify = verify_dense_strings)]
    DenseStrings {
        /// Shaped type.
        ty: Type,
        /// Whether the one value stands for all.
        splat: bool,
        /// The strings.
        values: Box<[Box<[u8]>]>,
    },
    /// `dense_resource<key> : tensor<…>`: elements kept in a resource blob.
    #[kind(handle = DenseResourceElementsAttr, verify = verify_dense_resource)]
    DenseResource {
        /// Shaped type.
        ty: Type,
        /// Resource key in the builtin dialect's resource table.
        key: Identifier,
    },
    /// `sparse<indices, values> : tensor<…>`: the non-zero elements of a
    /// tensor in coordinate form.
    #[kind(handle = SparseElementsAttr, verify = verify_sparse)]
    Sparse {
        /// Shaped type.
        ty: Type,
        /// Dense i64 elements of shape `[nnz, rank]`.
        indices: Attribute,
        /// Dense elements of shape `[nnz]`.
        values: Attribute,
    },
    /// `#dialect.body`: an attribute of a dialect that is not registered.
    #[kind(handle = OpaqueAttr, verify = verify_opaque_attr)]
    Opaque {
        /// The dialect namespace.
        dialect: Identifier,
        /// Everything after `dialect.`, as written.
        data: Box<str>,
        /// Optional trailing `: type`.
        ty: Option<Type>,
    },
    /// `affine_map<…>`: an affine map.
    #[kind(handle = AffineMapAttr)]
    AffineMap(
        /// The map.
        #[param(name = value)]
        AffineMap,
    ),
    /// `affine_set<…>`: an integer set (boxed: rare, and the largest
    /// payload, which would otherwise size every uniqued attribute).
    #[kind(handle = IntegerSetAttr)]
    IntegerSet(
        /// The set.
        #[param(name = value)]
        Box<IntegerSet>,
    ),
    /// `strided<[s0, s1], offset: o>`: a memref layout of strides and an
    /// offset.
    #[kind(handle = StridedLayoutAttr)]
    StridedLayout {
        /// Offset, or [`DYNAMIC`](crate::context::builtin::types::DYNAMIC).
        offset: i64,
        /// Strides, [`DYNAMIC`](crate::context::builtin::types::DYNAMIC) for `?`.
        strides: Box<[i64]>,
    },
    /// `distinct[N]<attr>`: never equal to another distinct attribute.
    #[kind(handle = DistinctAttr)]
    Distinct {
        /// Context-wide unique number (printing renumbers).
        id: u32,
        /// The referenced attribute.
        referenced: Attribute,
    },
    /// A source location: its kinds are [`LocationData`]'s, with the handle
    /// [`Location`].
    Location(LocationData),
    /// An attribute of a registered dialect (`#arith.fastmath<nnan>`).
    #[kind(open)]
    Dialect(crate::context::dialect_attr::DialectAttr),
}

impl crate::support::uniquer::UniqueHash for AttrData {
    fn unique_hash(&self) -> u64 {
        std::hash::BuildHasher::hash_one(&rustc_hash::FxBuildHasher, self)
    }
}

// Every uniqued attribute is stored at this size (a plain `file:line:col`
// location, one per op, is stored compactly: `file_points.rs`); keep it at 40 bytes by boxing large, rare payloads.
const _: () = assert!(size_of::<AttrData>() <= 40);

/// A float attribute's raw bits in its type's encoding (at most 128 bits).
///
/// Stored as two words rather than a `u128`: a `u128` field aligns the whole
/// [`AttrData`] enum to 16 bytes, which made every uniqued attribute,
/// locations included, 64 bytes instead of 40.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct FloatBits([u64; 2]);

impl FloatBits {
    /// The bits `bits`.
    pub const fn new(bits: u128) -> FloatBits {
        FloatBits([bits as u64, (bits >> 64) as u64])
    }

    /// The bits as one number.
    pub const fn get(self) -> u128 {
        (self.0[1] as u128) << 64 | self.0[0] as u128
    }
}

impl From<u128> for FloatBits {
    fn from(bits: u128) -> FloatBits {
        FloatBits::new(bits)
    }
}

impl Attribute {
    /// The payload of this attribute.
    #[inline]
    pub fn data(self, ctx: &Context) -> &AttrData {
        ctx.attr_data(self)
    }

    /// The raw handle number (creation order; never use it to order output).
    pub fn as_u32(self) -> u32 {
        self.0
    }

    /// The entries of a dictionary attribute.
    pub fn as_dictionary(self, ctx: &Context) -> Option<&[NamedAttr]> {
        match self.data(ctx) {
            AttrData::Dictionary(entries) => Some(entries),
            _ => None,
        }
    }

    /// The elements of an array attribute.
    pub fn as_array(self, ctx: &Context) -> Option<&[Attribute]> {
        match self.data(ctx) {
            AttrData::Array(elements) => Some(elements),
            _ => None,
        }
    }

    /// The type of a type attribute.
    pub fn as_type(self, ctx: &Context) -> Option<Type> {
        match self.data(ctx) {
            AttrData::Type(ty) => Some(*ty),
            _ => None,
        }
    }

    /// The bytes of a string attribute.
    pub fn as_string(self, ctx: &Context) -> Option<&[u8]> {
        match self.data(ctx) {
            AttrData::String { value, .. } => Some(value),
            _ => None,
        }
    }

    /// The value of an integer attribute.
    pub fn as_integer(self, ctx: &Context) -> Option<&APInt> {
        match self.data(ctx) {
            AttrData::Integer { value, .. } => Some(value),
            _ => None,
        }
    }

    /// The location payload, when this attribute is a location.
    pub fn as_location(self, ctx: &Context) -> Option<Location> {
        match self.data(ctx) {
            AttrData::Location(_) => Some(Location(self)),
            _ => None,
        }
    }

    /// The type an attribute carries (MLIR's `TypedAttr`), if any.
    pub fn typed(self, ctx: &Context) -> Option<Type> {
        match self.data(ctx) {
            AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } => Some(*ty),
            AttrData::String { ty, .. } | AttrData::Opaque { ty, .. } => *ty,
            AttrData::DenseElements { ty, .. }
            | AttrData::DenseStrings { ty, .. }
            | AttrData::DenseResource { ty, .. }
            | AttrData::Sparse { ty, .. } => Some(*ty),
            AttrData::Dialect(d) => d.self_type(),
            _ => None,
        }
    }
}

impl Context {
    /// Uniques an attribute payload.
    pub fn get_attr(&self, data: AttrData) -> Attribute {
        if crate::context::dialect_alias::builtin_may_alias_attr(&data) {
            self.note_builtin_aliasable();
        }
        Attribute(self.attrs.intern(data))
    }

    /// An `affine_map<…>` attribute.
    pub fn affine_map_attr(&self, map: AffineMap) -> Attribute {
        self.get_attr(AttrData::AffineMap(map))
    }

    /// The map of an `affine_map<…>` attribute.
    pub fn affine_map_of(&self, attr: Attribute) -> Option<AffineMap> {
        match attr.data(self) {
            AttrData::AffineMap(map) => Some(map.clone()),
            _ => None,
        }
    }

    /// An `affine_set<…>` attribute.
    pub fn integer_set_attr(&self, set: IntegerSet) -> Attribute {
        self.get_attr(AttrData::IntegerSet(Box::new(set)))
    }

    /// The set of an `affine_set<…>` attribute.
    pub fn integer_set_of(&self, attr: Attribute) -> Option<IntegerSet> {
        match attr.data(self) {
            AttrData::IntegerSet(set) => Some((**set).clone()),
            _ => None,
        }
    }

    /// `unit`.
    pub fn unit_attr(&self) -> Attribute {
        self.get_attr(AttrData::Unit)
    }

    /// An integer attribute of an integer or index type.
    pub fn integer_attr(&self, ty: Type, value: APInt) -> Attribute {
        self.get_attr(AttrData::Integer { ty, value })
    }

    /// An integer attribute from an `i64` (truncated or sign-extended to the type).
    pub fn integer_attr_i64(&self, ty: Type, value: i64) -> Attribute {
        let width = ty.int_or_float_bit_width(self).unwrap_or(64);
        self.integer_attr(ty, APInt::from_i64(width, value))
    }

    /// `true` or `false` (an `i1` integer attribute).
    pub fn bool_attr(&self, value: bool) -> Attribute {
        let i1 = self.integer_type(1);
        self.integer_attr(i1, APInt::from_u64(1, value as u64))
    }

    /// A string attribute without type, holding the bytes `value` stands
    /// for: text read from a source (a symbol name, a keyword or string)
    /// keeps bytes that are not UTF-8 encoded ([`crate::support::text_bytes`]), and
    /// the attribute holds them as mlir-opt's does.
    pub fn string_attr(&self, value: &str) -> Attribute {
        let bytes = crate::support::text_bytes::to_bytes(value);
        self.get_attr(AttrData::String { value: bytes.into(), ty: None })
    }

    /// A type attribute.
    pub fn type_attr(&self, ty: Type) -> Attribute {
        self.get_attr(AttrData::Type(ty))
    }

    /// An array attribute.
    pub fn array_attr(&self, elements: &[Attribute]) -> Attribute {
        self.get_attr(AttrData::Array(elements.into()))
    }

    /// A dictionary attribute; sorts the entries by name. When a name occurs
    /// twice the last entry wins (callers that must reject duplicates check first).
    pub fn dictionary_attr(&self, entries: &[NamedAttr]) -> Attribute {
        if entries.is_empty() {
            return self.empty_dictionary;
        }
        let mut entries: Vec<NamedAttr> = entries.to_vec();
        // Names are text that keeps bytes: sorted as bytes, as mlir-opt does.
        entries.sort_by(|a, b| {
            crate::support::text_bytes::cmp(self.ident_str(a.name), self.ident_str(b.name))
        });
        entries.dedup_by(|later, earlier| {
            if later.name == earlier.name {
                earlier.value = later.value;
                true
            } else {
                false
            }
        });
        self.get_attr(AttrData::Dictionary(entries.into()))
    }

    /// The empty dictionary.
    pub fn empty_dictionary(&self) -> Attribute {
        self.empty_dictionary
    }

    /// A flat symbol reference `@name`.
    pub fn symbol_ref_attr(&self, name: &str) -> Attribute {
        let root = self.ident(name);
        self.get_attr(AttrData::SymbolRef { root, nested: Box::new([]) })
    }

    /// A fresh `distinct[…]<referenced>` attribute.
    pub fn distinct_attr(&self, referenced: Attribute) -> Attribute {
        let id = self.next_distinct_id();
        self.get_attr(AttrData::Distinct { id, referenced })
    }
}

#[cfg(test)]
mod tests {
    use super::FloatBits;

    #[test]
    fn float_bits_round_trip() {
        for bits in
            [0, 1, u64::MAX as u128, 1 << 64, u128::MAX, 0x3FFF_8000_0000_0000_0000_0000_0000_0001]
        {
            assert_eq!(FloatBits::new(bits).get(), bits);
        }
    }
}
