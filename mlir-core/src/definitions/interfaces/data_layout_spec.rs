//! Data layout specifications (MLIR's `DataLayoutSpecInterface` and
//! `DataLayoutEntryInterface`): the entries an op such as `builtin.module`
//! carries in its `dlti.dl_spec` attribute, each keyed by a type or by an
//! identifier, and how the specifications of nested ops combine into the
//! one in force.
//!
//! Entries keyed by a type apply to every type of its kind (all integer
//! widths share one kind, each float type is a kind of its own, a dialect
//! type kind groups its parameters): a query about `i24` sees every integer
//! entry, and picks among them. Identifier entries (`"dlti.stack_alignment"`)
//! belong to the dialect their prefix names, which checks and combines them
//! through [`DataLayoutDialectInterface`].

use mlir_derive::interface;

use crate::context::Context;
use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::builtin::types::{Type, TypeData};
use crate::ir::{IrView, Op};
use crate::support::float::FloatKind;

use super::data_layout::DataLayoutTypeInterfaceRef;

/// The attribute name under which an op carries its data layout
/// specification.
pub const DATA_LAYOUT_SPEC_ATTR: &str = "dlti.dl_spec";

/// What a data layout entry is about: a type, or an identifier (a string
/// attribute such as `"dlti.endianness"`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DataLayoutEntryKey {
    /// The entry is about a type (and, for lookups, its kind).
    Type(Type),
    /// The entry is about the identifier held by this string attribute.
    Id(Attribute),
}

impl DataLayoutEntryKey {
    /// The identifier's text, for an identifier key.
    pub fn id_str(self, ctx: &Context) -> Option<&str> {
        match self {
            DataLayoutEntryKey::Id(attr) => std::str::from_utf8(attr.as_string(ctx)?).ok(),
            DataLayoutEntryKey::Type(_) => None,
        }
    }
}

/// An entry attribute of a specification (MLIR's
/// `DataLayoutEntryInterface`): a key and the value it is given.
#[interface(attr)]
pub trait DataLayoutEntryInterface {
    /// The type or identifier the entry is about.
    fn key(&self, ctx: &Context) -> DataLayoutEntryKey;

    /// The value given to it.
    fn value(&self, ctx: &Context) -> Attribute;
}

/// A data layout specification attribute (MLIR's
/// `DataLayoutSpecInterface`): a list of entries.
#[interface(attr)]
pub trait DataLayoutSpecInterface {
    /// The entry attributes, in order; each implements
    /// [`DataLayoutEntryInterface`].
    fn entries(&self, ctx: &Context) -> Vec<Attribute>;
}

/// One entry read out of its attribute: the attribute itself (what
/// messages print), its key and its value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DataLayoutEntry {
    /// The entry attribute (`#dlti.dl_entry<i32, …>`).
    pub attr: Attribute,
    /// What it is about.
    pub key: DataLayoutEntryKey,
    /// The value it gives.
    pub value: Attribute,
}

impl DataLayoutEntry {
    /// The entry `attr` describes, if it is an entry attribute.
    pub fn of(ctx: &Context, attr: Attribute) -> Option<DataLayoutEntry> {
        let entry = DataLayoutEntryInterfaceRef::get(ctx, attr)?;
        Some(DataLayoutEntry { attr, key: entry.key(ctx), value: entry.value(ctx) })
    }

    /// The type key, for an entry about a type.
    pub fn key_type(&self) -> Option<Type> {
        match self.key {
            DataLayoutEntryKey::Type(ty) => Some(ty),
            DataLayoutEntryKey::Id(_) => None,
        }
    }
}

/// The entries of the specification `spec`, or `None` when `spec` is not
/// a specification (or holds something that is not an entry).
pub fn spec_entries(ctx: &Context, spec: Attribute) -> Option<Vec<DataLayoutEntry>> {
    let spec = DataLayoutSpecInterfaceRef::get(ctx, spec)?;
    spec.entries(ctx).into_iter().map(|attr| DataLayoutEntry::of(ctx, attr)).collect()
}

/// The values of a `dense<…>` attribute of signless `i64` elements, read
/// as unsigned (as MLIR reads alignments); `None` for anything else.
pub fn dense_i64_values(ctx: &Context, attr: Attribute) -> Option<Vec<u64>> {
    let AttrData::DenseElements { ty, .. } = attr.data(ctx) else { return None };
    let element = ty.element_type_or_self(ctx);
    if !element.is_signless_integer(ctx, 64) {
        return None;
    }
    // Two's complement: the bits of each value, unsigned.
    Some(ctx.dense_int_values(attr)?.into_iter().map(|v| v as u64).collect())
}

/// Whether `op` is a `builtin.module`, the op whose `dlti.dl_spec` is
/// read (named here: the builtin ops sit in a layer above).
pub fn is_module(ir: &IrView, op: Op) -> bool {
    op.name(ir).as_str(ir.ctx()) == "builtin.module"
}

/// The class of a type that entries are grouped by (MLIR's `TypeID`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TypeKind {
    /// Every builtin integer type, whatever its width and signedness.
    Integer,
    /// `index`.
    Index,
    /// One float type.
    Float(FloatKind),
    /// Another builtin type class (`complex`, `vector`, `tensor`, …).
    Builtin(std::mem::Discriminant<TypeData>),
    /// A registered dialect's type kind, by its definition.
    Dialect(usize),
    /// A type of an unregistered dialect (builtin's opaque type).
    Opaque,
}

impl TypeKind {
    /// The kind of `ty`.
    pub fn of(ctx: &Context, ty: Type) -> TypeKind {
        match ty.data(ctx) {
            TypeData::Integer { .. } => TypeKind::Integer,
            TypeData::Index => TypeKind::Index,
            TypeData::Float(kind) => TypeKind::Float(*kind),
            TypeData::Dialect(d) => TypeKind::Dialect(std::ptr::from_ref(d.def) as usize),
            TypeData::Opaque { .. } => TypeKind::Opaque,
            other => TypeKind::Builtin(std::mem::discriminant(other)),
        }
    }

    /// Whether the kind is one of builtin's (an unregistered dialect's
    /// type is builtin's opaque type).
    pub fn is_builtin(self) -> bool {
        !matches!(self, TypeKind::Dialect(_))
    }
}

/// A dialect's handling of the identifier entries it owns (those whose
/// identifier starts with its namespace and a dot; MLIR's
/// `DataLayoutDialectInterface`).
#[interface(dialect)]
pub trait DataLayoutDialectInterface {
    /// Checks one identifier entry of the dialect: the message otherwise.
    fn verify_entry(&self, ctx: &Context, entry: &DataLayoutEntry) -> Result<(), String>;

    /// The entry in force when an enclosing specification gives `outer`
    /// and a nested one `inner` for the same identifier; `None` when they
    /// do not combine. By default only equal values do.
    fn combine(
        &self,
        ctx: &Context,
        outer: &DataLayoutEntry,
        inner: &DataLayoutEntry,
    ) -> Option<DataLayoutEntry> {
        default_combine(ctx, outer, inner)
    }
}

/// Combines two entries for one identifier when their values are equal,
/// keeping the inner one (MLIR's `defaultCombine`).
pub fn default_combine(
    _ctx: &Context,
    outer: &DataLayoutEntry,
    inner: &DataLayoutEntry,
) -> Option<DataLayoutEntry> {
    (outer.value == inner.value).then_some(*inner)
}

/// The namespace of the registered dialect an identifier names by its
/// prefix (`"dlti.endianness"` names `dlti`), if any.
pub fn referenced_dialect<'a>(ctx: &Context, id: &'a str) -> Option<&'a str> {
    let (namespace, _) = id.split_once('.')?;
    ctx.is_dialect_registered(namespace).then_some(namespace)
}

/// Entries grouped as combining needs them: identifier entries by
/// identifier, type entries by kind, each group in first-seen order.
#[derive(Default)]
struct Buckets {
    ids: Vec<DataLayoutEntry>,
    kinds: Vec<(TypeKind, Vec<DataLayoutEntry>)>,
}

impl Buckets {
    fn of(ctx: &Context, entries: &[DataLayoutEntry]) -> Buckets {
        let mut buckets = Buckets::default();
        for &entry in entries {
            match entry.key {
                DataLayoutEntryKey::Id(_) => buckets.ids.push(entry),
                DataLayoutEntryKey::Type(ty) => {
                    let kind = TypeKind::of(ctx, ty);
                    match buckets.kinds.iter_mut().find(|(k, _)| *k == kind) {
                        Some((_, group)) => group.push(entry),
                        None => buckets.kinds.push((kind, vec![entry])),
                    }
                }
            }
        }
        buckets
    }
}

/// Combines specifications listed from the outermost to the innermost into
/// the entries in force inside the innermost (MLIR's
/// `DataLayoutSpecAttr::combineWith`): an inner entry replaces an outer one
/// of the same key once the two are found compatible (identifiers by their
/// dialect's [`DataLayoutDialectInterface::combine`], type kinds by the
/// kind's [`DataLayoutTypeInterface::are_compatible`]). `None` when two
/// specifications do not combine. A builtin type kind given by two of them
/// never combines (MLIR does not handle the case).
///
/// [`DataLayoutTypeInterface::are_compatible`]: super::data_layout::DataLayoutTypeInterface::are_compatible
pub fn combine_specs(
    ctx: &Context,
    specs: &[Vec<DataLayoutEntry>],
) -> Option<Vec<DataLayoutEntry>> {
    let mut combined = Buckets::default();
    for spec in specs {
        let new = Buckets::of(ctx, spec);
        for entry in new.ids {
            let Some(old) = combined.ids.iter_mut().find(|old| old.key == entry.key) else {
                combined.ids.push(entry);
                continue;
            };
            let id = entry.key.id_str(ctx).unwrap_or_default();
            let merged = match referenced_dialect(ctx, id)
                .and_then(|ns| DataLayoutDialectInterfaceRef::get(ctx, ns))
            {
                Some(dialect) => dialect.combine(ctx, old, &entry),
                None => default_combine(ctx, old, &entry),
            };
            *old = merged?;
        }
        for (kind, group) in new.kinds {
            let Some((_, old)) = combined.kinds.iter_mut().find(|(k, _)| *k == kind) else {
                combined.kinds.push((kind, group));
                continue;
            };
            let sample = group[0].key_type()?;
            if kind.is_builtin() {
                return None;
            }
            let model = DataLayoutTypeInterfaceRef::get(ctx, sample)?;
            if !model.are_compatible(ctx, old, &group) {
                return None;
            }
            let outer_count = old.len();
            for entry in group {
                match old[..outer_count].iter_mut().find(|o| o.key == entry.key) {
                    Some(slot) => *slot = entry,
                    None => old.push(entry),
                }
            }
        }
    }
    let mut entries = combined.ids;
    entries.extend(combined.kinds.into_iter().flat_map(|(_, group)| group));
    Some(entries)
}
