//! The [`Context`]: owner of everything uniqued (types, attributes,
//! locations, identifiers, operation names) and of the registrations of
//! dialects, operations and kinds. It is `Send + Sync`; interning is thread-safe and payload
//! reads take no lock.
//!
//! Types, attributes (locations included), identifiers and op names are `u32`
//! handles into the context's interners, so comparing two of them is comparing
//! ids: equality is identity.

use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};

use parking_lot::RwLock;

use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::builtin::file_points::{FilePoints, POINT_TAG};
use crate::context::builtin::resources::ResourceTable;
use crate::context::builtin::types::{Type, TypeData};
use crate::context::registrations::{OpName, OpNameData, Registrations};
use crate::support::uniquer::Interner;

/// An interned string: op names, attribute names, symbol names, file names.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Identifier(pub(crate) u32);

/// The context of a compilation: uniquer and registrations. Share it with
/// `Arc`.
pub struct Context {
    pub(crate) types: Interner<TypeData>,
    /// Scalar types interned with the context.
    pub(crate) common_types: crate::context::builtin::types::CommonTypes,
    /// Attributes and locations, but for plain `file:line:col` ones.
    pub(crate) attrs: Interner<AttrData>,
    /// The empty dictionary, interned with the context: every op without
    /// discardable attributes asks for it.
    pub(crate) empty_dictionary: Attribute,
    /// Plain `file:line:col` locations, compactly (ids tagged
    /// [`POINT_TAG`]).
    pub(crate) file_points: FilePoints,
    pub(crate) idents: Interner<Box<str>>,
    pub(crate) op_names: Interner<OpNameData>,
    /// The registered dialects and kinds and the interface models.
    pub(crate) registrations: RwLock<Registrations>,
    /// Distinguishes this context from every other of the process (the
    /// per-thread caches of the registrations' answers are keyed by it).
    pub(crate) uid: u64,
    /// Bumped after every change of the registered attribute and type
    /// interface models: a per-thread cache of them made under an older
    /// value is stale.
    pub(crate) kind_interfaces_version: AtomicU64,
    /// Whether a dialect with a `verify_op_attribute` hook was registered:
    /// without one, the verifier looks at no op's attribute names.
    pub(crate) has_dialect_attr_verifier: AtomicBool,
    /// How many dialects are registered: it only grows, and answers cached
    /// per op name (`OpNameData::dialect_facts`) hold while it stays.
    pub(crate) dialects_registered: AtomicU32,
    allow_unregistered: AtomicBool,
    print_op_on_diagnostic: AtomicBool,
    debug_info_in_op_notes: AtomicBool,
    multithreading: AtomicBool,
    next_distinct: AtomicU32,
    /// Whether a value builtin gives an alias name may have been interned
    /// (see [`Context::may_have_builtin_aliases`]).
    builtin_aliasable: AtomicBool,
    /// Blobs of `dense_resource` attributes (the one mutable uniqued payload).
    pub resources: ResourceTable,
    pub(crate) diag_engine: crate::context::diagnostic_engine::DiagnosticEngine,
    /// How layers below the printer write values into messages: the
    /// printer's functions, set by `Context::new` (see `display_hooks`).
    pub(crate) display_hooks: Option<crate::context::display_hooks::DisplayHooks>,
    /// How verifiers here ask the interfaces of dialect kinds, set by
    /// `Context::new` (see `interface_hooks`).
    pub(crate) interface_hooks: Option<crate::context::interface_hooks::InterfaceHooks>,
    /// The printer's writer of an op for the `see current operation` note,
    /// set by `Context::new`. Its type names the IR, a layer above this
    /// one, so it is held erased here and read back by `ir::op_diagnostics`,
    /// the one module that knows it.
    pub(crate) op_text_hook: Option<Box<dyn std::any::Any + Send + Sync>>,
    /// State dialects keep per context, one value per Rust type (see
    /// [`Context::dialect_state`]).
    dialect_states: RwLock<
        rustc_hash::FxHashMap<std::any::TypeId, std::sync::Arc<dyn std::any::Any + Send + Sync>>,
    >,
}

/// The uid of the next context made.
static NEXT_CONTEXT_UID: AtomicU64 = AtomicU64::new(0);

impl Context {
    /// A context with nothing registered. `Context::new` (in the builtin
    /// ops' layer, which may name the printer and the builtin dialect)
    /// builds on it.
    pub(crate) fn bare() -> Self {
        let types = Interner::partitioned();
        let common_types = crate::context::builtin::types::CommonTypes::intern(&types);
        let attrs = Interner::partitioned_below(POINT_TAG);
        let empty_dictionary = Attribute(attrs.intern(AttrData::Dictionary(Box::new([]))));
        Context {
            types,
            common_types,
            attrs,
            empty_dictionary,
            file_points: FilePoints::new(),
            idents: Interner::new(),
            op_names: Interner::new(),
            registrations: RwLock::new(Registrations::default()),
            uid: NEXT_CONTEXT_UID.fetch_add(1, Ordering::Relaxed),
            kind_interfaces_version: AtomicU64::new(0),
            has_dialect_attr_verifier: AtomicBool::new(false),
            dialects_registered: AtomicU32::new(0),
            allow_unregistered: AtomicBool::new(false),
            print_op_on_diagnostic: AtomicBool::new(true),
            debug_info_in_op_notes: AtomicBool::new(false),
            multithreading: AtomicBool::new(true),
            next_distinct: AtomicU32::new(0),
            builtin_aliasable: AtomicBool::new(false),
            resources: ResourceTable::default(),
            diag_engine: crate::context::diagnostic_engine::DiagnosticEngine::default(),
            display_hooks: None,
            interface_hooks: None,
            op_text_hook: None,
            dialect_states: RwLock::default(),
        }
    }

    /// The state of type `T` this context keeps for a dialect, made with
    /// `T::default()` on first use: what MLIR keeps in a dialect object or
    /// in mutable type storage, such as the bodies of the LLVM dialect's
    /// identified structs, which are named before they are defined and may
    /// refer to themselves. `T` must be safe to share between threads (use
    /// a lock inside it for what changes).
    pub fn dialect_state<T: Default + Send + Sync + 'static>(&self) -> std::sync::Arc<T> {
        let key = std::any::TypeId::of::<T>();
        let found = self.dialect_states.read().get(&key).cloned();
        let state = match found {
            Some(state) => state,
            None => self
                .dialect_states
                .write()
                .entry(key)
                .or_insert_with(|| std::sync::Arc::new(T::default()))
                .clone(),
        };
        // The map's key is `T`'s id, so the value is a `T`.
        state.downcast::<T>().unwrap_or_else(|_| unreachable!("dialect state of another type"))
    }

    /// Records that a value builtin may give an alias name (an affine map,
    /// an integer set, a distinct attribute, a long tuple, a location used
    /// as an attribute) was interned.
    pub(crate) fn note_builtin_aliasable(&self) {
        if !self.builtin_aliasable.load(Ordering::Relaxed) {
            self.builtin_aliasable.store(true, Ordering::Relaxed);
        }
    }

    /// False only when no value builtin gives an alias name can be in any
    /// IR of this context: the printer then skips its alias pass when no
    /// dialect names aliases and locations are not printed. A location
    /// turned into an attribute by [`crate::Location::as_attr`] counts in
    /// every context (that handle carries none).
    pub(crate) fn may_have_builtin_aliases(&self) -> bool {
        self.interned_builtin_aliasable()
            || crate::context::builtin::location::location_used_as_attribute()
    }

    /// Whether this context interned a value builtin may give an alias name.
    pub(crate) fn interned_builtin_aliasable(&self) -> bool {
        self.builtin_aliasable.load(Ordering::Relaxed)
    }

    /// Whether operations of unregistered dialects may be created and parsed.
    pub fn allows_unregistered_dialects(&self) -> bool {
        self.allow_unregistered.load(Ordering::Relaxed)
    }

    /// Allows (or forbids) operations of unregistered dialects.
    pub fn set_allow_unregistered_dialects(&self, allow: bool) {
        self.allow_unregistered.store(allow, Ordering::Relaxed);
    }

    /// Whether errors emitted on an op carry a `see current operation` note
    /// (on by default, as in MLIR).
    pub fn print_op_on_diagnostic(&self) -> bool {
        self.print_op_on_diagnostic.load(Ordering::Relaxed)
    }

    /// Turns the `see current operation` note on or off.
    pub fn set_print_op_on_diagnostic(&self, on: bool) {
        self.print_op_on_diagnostic.store(on, Ordering::Relaxed);
    }

    /// Whether the op printed in a `see current operation` note shows its
    /// locations (mlir-opt's `--mlir-print-debuginfo`).
    pub fn debug_info_in_op_notes(&self) -> bool {
        self.debug_info_in_op_notes.load(Ordering::Relaxed)
    }

    /// Shows (or hides) locations in `see current operation` notes.
    pub fn set_debug_info_in_op_notes(&self, on: bool) {
        self.debug_info_in_op_notes.store(on, Ordering::Relaxed);
    }

    /// Whether work over isolated ops (verification, pass managers) may
    /// use several threads (on by default, as in MLIR;
    /// `--mlir-disable-threading` turns it off).
    pub fn multithreading(&self) -> bool {
        self.multithreading.load(Ordering::Relaxed)
    }

    /// Allows (or forbids) several threads.
    pub fn set_multithreading(&self, on: bool) {
        self.multithreading.store(on, Ordering::Relaxed);
    }

    /// Interns a string.
    pub fn ident(&self, s: &str) -> Identifier {
        Identifier(self.idents.intern_by(s, |s: &str| Box::from(s)))
    }

    /// The string of an identifier.
    #[inline]
    pub fn ident_str(&self, id: Identifier) -> &str {
        self.idents.get(id.0)
    }

    /// Interns an operation name (registered or not).
    pub fn op_name(&self, name: &str) -> OpName {
        OpName(self.op_names.intern_by(name, OpNameData::new))
    }

    #[inline]
    pub(crate) fn type_data(&self, ty: Type) -> &TypeData {
        self.types.get(ty.0)
    }

    #[inline]
    pub(crate) fn attr_data(&self, attr: Attribute) -> &AttrData {
        if attr.0 & POINT_TAG == 0 { self.attrs.get(attr.0) } else { self.file_points.view(attr) }
    }

    /// Whether this context ever made a distinct attribute (whose printed
    /// numbers follow the print order).
    pub(crate) fn made_distinct_attributes(&self) -> bool {
        self.next_distinct.load(Ordering::Relaxed) > 0
    }

    pub(crate) fn next_distinct_id(&self) -> u32 {
        self.next_distinct.fetch_add(1, Ordering::Relaxed)
    }
}

impl Identifier {
    /// The string of this identifier.
    pub fn as_str(self, ctx: &Context) -> &str {
        ctx.ident_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn assert_send_sync<T: Send + Sync>() {}

    #[test]
    fn context_is_send_and_sync() {
        assert_send_sync::<Context>();
    }

    #[test]
    fn uniqued_handles_compare_by_identity() {
        let ctx = Context::new();
        assert_eq!(ctx.integer_type(32), ctx.integer_type(32));
        assert_ne!(ctx.integer_type(32), ctx.integer_type(64));
        let a = ctx.integer_attr_i64(ctx.integer_type(32), 5);
        let b = ctx.integer_attr_i64(ctx.integer_type(32), 5);
        assert_eq!(a, b);
        assert_eq!(ctx.ident("x"), ctx.ident("x"));
    }
}
