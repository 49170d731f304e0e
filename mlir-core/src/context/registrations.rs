//! What the context stores of registrations: interned op names
//! ([`OpName`]) with, once registered, their entry ([`RegisteredOp`]), and
//! the tables of registered dialects, attribute and type kinds and pending
//! interface models ([`Registrations`]).
//!
//! The context sits below the op definitions (`OpDef` names hooks of the
//! IR, parser, printer and rewriter layers above it), so an entry keeps
//! what the IR storage needs to create an op (isolation, property names and
//! defaults) in the open, and the definition itself type-erased, as the
//! interface map keeps its models: `definitions::registering` (in the layer
//! that defines `OpDef`) is the one module that stores and restores it.
//!
//! The tables also keep the models of attribute and type kinds by
//! `builtin::kinds::KindId` (a builtin kind by its payload's variant, a
//! dialect kind by its definition's address), so finding a value's model
//! is one hash.

use std::any::{Any, TypeId};
use std::borrow::Borrow;
use std::hash::{Hash, Hasher};
use std::sync::OnceLock;
use std::sync::atomic::AtomicU32;

use rustc_hash::FxHashMap;

use crate::context::Context;
use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::kinds::KindId;
use crate::context::dialect_attr::AttrDef;
use crate::context::dialect_type::TypeDef;

/// An interned operation name such as `arith.addi` or `a.b`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct OpName(pub(crate) u32);

/// Builds the default value of a default-valued property.
pub type PropDefaultFn = fn(&Context) -> Attribute;

/// A zero-sized interface model, found through the interface map.
pub type InterfaceModel = &'static (dyn Any + Send + Sync);

/// A definition stored by a layer below the one that can name its type
/// (an `OpDef`, a dialect's hooks); the defining layer downcasts it back.
pub(crate) type ErasedDef = &'static (dyn Any + Send + Sync);

/// The per-context entry of a registered op.
pub struct RegisteredOp {
    /// Whether the op is `IsolatedFromAbove` (it then owns a body).
    pub(crate) isolated: bool,
    /// The bits of the op's `OpTraits`, copied out of its `OpDef`: the
    /// drivers ask for them per op visited, and this skips the downcast.
    pub(crate) trait_bits: u32,
    /// Names of the inherent attributes stored as properties, in slot order.
    pub(crate) property_names: &'static [&'static str],
    /// Default values of the properties, by slot (shorter: no default).
    pub(crate) prop_defaults: &'static [Option<PropDefaultFn>],
    /// The static `OpDef`, restored by `OpName::def`.
    pub(crate) def: ErasedDef,
    /// Interface `TypeId` → model.
    pub(crate) interfaces: FxHashMap<TypeId, InterfaceModel>,
}

/// The payload of an [`OpName`]: the name and, once registered, its entry.
pub struct OpNameData {
    name: Box<str>,
    pub(crate) registered: OnceLock<RegisteredOp>,
    /// What the verifier asks of an unregistered op's dialect (whether it
    /// is registered, whether it allows unknown ops), remembered with the
    /// number of dialects registered when it was found: dialects are only
    /// ever added, so the answer holds until that number changes. `0` when
    /// not yet asked. Written by `definitions::registering`.
    pub(crate) dialect_facts: AtomicU32,
}

impl OpNameData {
    pub(crate) fn new(name: &str) -> OpNameData {
        OpNameData {
            name: name.into(),
            registered: OnceLock::new(),
            dialect_facts: AtomicU32::new(0),
        }
    }
}

impl PartialEq for OpNameData {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}
impl Eq for OpNameData {}
impl Hash for OpNameData {
    fn hash<H: Hasher>(&self, state: &mut H) {
        // Must hash exactly like the `str` it borrows as.
        self.name.hash(state);
    }
}
crate::support::uniquer::fx_unique_hash!(OpNameData);
impl Borrow<str> for OpNameData {
    fn borrow(&self) -> &str {
        &self.name
    }
}

/// A registered dialect.
pub struct DialectInfo {
    /// Namespace, e.g. `arith`.
    pub name: &'static str,
    /// Its `DialectHooks`, restored by `Context::dialect_hooks`.
    pub(crate) hooks: Box<dyn Any + Send + Sync>,
}

/// Attribute or type kinds (`T`: their static definitions), by dialect
/// namespace, then mnemonic.
pub(crate) type KindsByDialect<T> = FxHashMap<&'static str, FxHashMap<&'static str, &'static T>>;

/// Registered dialects, in registration order, and the kinds and models
/// registered with them.
#[derive(Default)]
pub struct Registrations {
    pub(crate) dialects: Vec<DialectInfo>,
    /// Attribute kinds of dialects, by namespace then mnemonic (looked up
    /// without allocating: the parser asks for every dialect attribute).
    pub(crate) attr_defs: KindsByDialect<AttrDef>,
    /// Type kinds of dialects, by namespace then mnemonic.
    pub(crate) type_defs: KindsByDialect<TypeDef>,
    /// External interface models attached before their op is registered.
    pub(crate) pending_models: FxHashMap<Box<str>, Vec<(TypeId, InterfaceModel)>>,
    /// Dialect interfaces (`#[interface(dialect)]`), by namespace, then
    /// interface: the dialect's own and external ones, the first of each
    /// interface kept.
    pub(crate) dialect_interfaces: FxHashMap<Box<str>, FxHashMap<TypeId, InterfaceModel>>,
    /// Attribute and type interfaces of builtin and dialect kinds, by kind
    /// and interface.
    pub(crate) kind_interfaces: FxHashMap<(KindId, TypeId), InterfaceModel>,
}

impl OpName {
    /// The full name.
    pub fn as_str(self, ctx: &Context) -> &str {
        &ctx.op_names.get(self.0).name
    }

    /// The dialect namespace (text before the first `.`).
    pub fn dialect(self, ctx: &Context) -> &str {
        let name = self.as_str(ctx);
        name.split_once('.').map_or("", |(d, _)| d)
    }

    /// The registration entry, or `None` for an unregistered op.
    #[inline]
    pub fn registered(self, ctx: &Context) -> Option<&RegisteredOp> {
        ctx.op_names.get(self.0).registered.get()
    }

    /// Whether the op owns a body (registered and `IsolatedFromAbove`).
    #[inline]
    pub fn is_isolated(self, ctx: &Context) -> bool {
        self.registered(ctx).is_some_and(|r| r.isolated)
    }

    /// The names of the op's properties, in slot order (none for an
    /// unregistered op, which keeps one attribute as written).
    pub fn property_names(self, ctx: &Context) -> &'static [&'static str] {
        self.registered(ctx).map_or(&[], |r| r.property_names)
    }

    /// The default values of the op's properties, by slot.
    pub fn prop_defaults(self, ctx: &Context) -> &'static [Option<PropDefaultFn>] {
        self.registered(ctx).map_or(&[], |r| r.prop_defaults)
    }
}
