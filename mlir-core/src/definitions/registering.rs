//! The registration API of a [`Context`]: registering dialects (with their
//! [`DialectHooks`]), ops and interface models, attaching external models
//! before their op or kind registers ([`AttachError`] when too late), and
//! looking up what was registered: an op's [`OpDef`], traits and interface
//! models through its [`OpName`], a dialect's hooks and interfaces, and the
//! interface models of attribute and type kinds.
//!
//! The tables live in the context (`context::registrations`); this layer
//! fills them and restores the type-erased definitions, since it is the one
//! that names `OpDef` and the hooks' types.
//!
//! Attribute and type interface models are cached per thread, keyed by the
//! context and a version the registration calls bump, so asking a type for
//! an interface takes no lock.

use std::any::TypeId;

use rustc_hash::FxHashMap;

use crate::context::Context;
use crate::context::builtin::attributes::{Attribute, NamedAttr};
use crate::context::builtin::kinds::KindId;
use crate::context::diagnostics::VerifyResult;
use crate::context::registrations::{DialectInfo, InterfaceModel, OpName, RegisteredOp};
use crate::definitions::op_def::OpDef;
use crate::ir::{IrView, Op};
use crate::semantics::traits::OpTraits;

/// Verifies a discardable attribute named with a dialect's prefix
/// (`dialect.name`) on an op (MLIR's `verifyOperationAttribute`).
pub type VerifyOpAttributeFn = fn(&IrView, Op, NamedAttr) -> VerifyResult;

/// Verifies an attribute named with a dialect's prefix on argument (or
/// result) `index` of region `region` of an op, a function's (MLIR's
/// `verifyRegionArgAttribute` and `verifyRegionResultAttribute`).
pub type VerifyRegionAttributeFn = fn(&IrView, Op, usize, usize, NamedAttr) -> VerifyResult;

/// Creates an op producing constant `value` of type `ty` at the builder's
/// insertion point (MLIR's `materializeConstant`), or `None` when the
/// dialect cannot.
pub type MaterializeConstantFn = fn(
    &mut crate::ir::Builder<'_>,
    Attribute,
    crate::context::builtin::types::Type,
    crate::context::builtin::location::Location,
) -> Option<Op>;

/// The hooks a dialect provides beside its ops.
#[derive(Copy, Clone, Default)]
pub struct DialectHooks {
    /// Checks the dialect's discardable attributes on any op.
    pub verify_op_attribute: Option<VerifyOpAttributeFn>,
    /// Materializes folded constants.
    pub materialize_constant: Option<MaterializeConstantFn>,
    /// Checks the dialect's attributes on a function's arguments.
    pub verify_region_arg_attribute: Option<VerifyRegionAttributeFn>,
    /// Checks the dialect's attributes on a function's results.
    pub verify_region_result_attribute: Option<VerifyRegionAttributeFn>,
    /// What an unknown type mnemonic of the dialect reads, the mnemonic
    /// appended (`unknown LLVM type: `); `None` for mlir-opt's generic
    /// "unknown  type `x` in dialect `d`".
    pub unknown_type_message: Option<&'static str>,
    /// Whether ops of the dialect that it does not define are accepted
    /// (unregistered, checked by nothing), as MLIR's
    /// `allowUnknownOperations` (the `llvm` dialect's intrinsics).
    pub allow_unknown_ops: bool,
}

impl DialectHooks {
    /// No hook.
    pub const NONE: DialectHooks = DialectHooks {
        verify_op_attribute: None,
        materialize_constant: None,
        verify_region_arg_attribute: None,
        verify_region_result_attribute: None,
        unknown_type_message: None,
        allow_unknown_ops: false,
    };
}

/// Why an external interface model could not be attached.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum AttachError {
    /// The op is already registered: its interface map is frozen (lookups
    /// take no lock), so external models must be attached before.
    AlreadyRegistered,
}

impl OpName {
    /// The static definition of a registered op.
    #[inline]
    pub fn def(self, ctx: &Context) -> Option<&'static OpDef> {
        // Only `Context::register_op` fills the slot, always with an `OpDef`.
        self.registered(ctx).and_then(|r| r.def.downcast_ref::<OpDef>())
    }

    /// The op's structural traits (none for unregistered ops).
    pub fn traits(self, ctx: &Context) -> OpTraits {
        self.registered(ctx).map_or(OpTraits::NONE, |r| OpTraits(r.trait_bits))
    }

    /// Whether the registered op has a model of the interface whose model
    /// type (`&'static dyn …Model`) has `TypeId` `id`.
    pub fn has_interface_id(self, ctx: &Context, id: TypeId) -> bool {
        self.registered(ctx).is_some_and(|r| r.interfaces.contains_key(&id))
    }

    /// Looks up the model of interface `I` (a `dyn Trait` type) of a
    /// registered op.
    pub fn interface<I: ?Sized + 'static>(self, ctx: &Context) -> Option<&'static I> {
        let model = *self.registered(ctx)?.interfaces.get(&TypeId::of::<&'static I>())?;
        crate::semantics::interface_support::downcast::<I>(model)
    }
}

/// A thread's answers of [`Context::kind_interface`], for one context at
/// one version of its kind interface models.
#[derive(Default)]
struct KindInterfacesSeen {
    /// The context's uid and the version the answers hold for.
    of: (u64, u64),
    models: FxHashMap<(KindId, TypeId), Option<InterfaceModel>>,
}

thread_local! {
    static KIND_INTERFACES_SEEN: std::cell::RefCell<KindInterfacesSeen> =
        std::cell::RefCell::default();
}

impl Context {
    /// Registers a dialect namespace (idempotent).
    pub fn register_dialect(&self, name: &'static str) {
        self.register_dialect_with_hooks(name, DialectHooks::NONE);
    }

    /// Registers a dialect namespace with its hooks (the first
    /// registration of a namespace wins).
    pub fn register_dialect_with_hooks(&self, name: &'static str, hooks: DialectHooks) {
        let mut tables = self.registrations.write();
        if !tables.dialects.iter().any(|d| d.name == name) {
            tables.dialects.push(DialectInfo { name, hooks: Box::new(hooks) });
            self.dialects_registered.fetch_add(1, std::sync::atomic::Ordering::Release);
            if hooks.verify_op_attribute.is_some() {
                self.has_dialect_attr_verifier.store(true, std::sync::atomic::Ordering::Relaxed);
            }
        }
    }

    /// The hooks of the registered dialect `name`.
    pub fn dialect_hooks(&self, name: &str) -> Option<DialectHooks> {
        self.registrations
            .read()
            .dialects
            .iter()
            .find(|d| d.name == name)
            .and_then(|d| d.hooks.downcast_ref::<DialectHooks>().copied())
    }

    /// The namespaces of the registered dialects, in registration order.
    pub fn dialect_namespaces(&self) -> Vec<&'static str> {
        self.registrations.read().dialects.iter().map(|d| d.name).collect()
    }

    /// Whether a dialect namespace is registered.
    pub fn is_dialect_registered(&self, name: &str) -> bool {
        self.registrations.read().dialects.iter().any(|d| d.name == name)
    }

    /// For an op of name `name`: whether its dialect is registered, and
    /// whether that dialect allows unknown ops. Asked once per op name
    /// while no dialect is added: the verifier asks it of every
    /// unregistered op, and the registrations' lock and namespace scan
    /// were a tenth of verifying a module of them.
    pub(crate) fn op_dialect_facts(&self, name: OpName) -> (bool, bool) {
        use std::sync::atomic::Ordering;
        const REGISTERED: u32 = 1;
        const ALLOWS_UNKNOWN_OPS: u32 = 2;
        let registered_now = self.dialects_registered.load(Ordering::Acquire);
        let cache = &self.op_names.get(name.0).dialect_facts;
        let cached = cache.load(Ordering::Relaxed);
        let facts = if cached != 0 && cached >> 2 == registered_now + 1 {
            cached & 3
        } else {
            let dialect = name.dialect(self);
            let registered = self.is_dialect_registered(dialect);
            let allows =
                registered && self.dialect_hooks(dialect).is_some_and(|h| h.allow_unknown_ops);
            let facts =
                (u32::from(registered) * REGISTERED) | (u32::from(allows) * ALLOWS_UNKNOWN_OPS);
            cache.store((registered_now + 1) << 2 | facts, Ordering::Relaxed);
            facts
        };
        (facts & REGISTERED != 0, facts & ALLOWS_UNKNOWN_OPS != 0)
    }

    /// Registers an operation with its interface models. Registering the same
    /// name twice keeps the first registration.
    pub fn register_op(&self, def: &'static OpDef, interfaces: &[(TypeId, InterfaceModel)]) {
        let name = self.op_name(def.name);
        let mut map: FxHashMap<TypeId, InterfaceModel> = interfaces.iter().copied().collect();
        // External models attached earlier join the op's own (which win).
        if let Some(external) = self.registrations.write().pending_models.remove(def.name) {
            for (id, model) in external {
                map.entry(id).or_insert(model);
            }
        }
        let entry = RegisteredOp {
            isolated: def.traits.flags.contains(OpTraits::ISOLATED_FROM_ABOVE),
            trait_bits: def.traits.flags.0,
            property_names: def.property_names,
            prop_defaults: def.prop_defaults,
            def,
            interfaces: map,
        };
        let _ = self.op_names.get(name.0).registered.set(entry);
    }

    /// Attaches an external interface model (one defined outside the op's
    /// crate) to the op named `op_name`; it takes effect when the op is
    /// registered, which must happen afterwards.
    pub fn attach_interface(
        &self,
        op_name: &str,
        model: (TypeId, InterfaceModel),
    ) -> Result<(), AttachError> {
        if self.op_name(op_name).registered(self).is_some() {
            return Err(AttachError::AlreadyRegistered);
        }
        self.registrations.write().pending_models.entry(op_name.into()).or_default().push(model);
        Ok(())
    }

    /// Adds an external dialect interface model to dialect `namespace`
    /// (registered or not yet); the first model of an interface stays, and
    /// the dialect's own replaces it when the dialect registers.
    pub fn attach_dialect_interface(
        &self,
        namespace: &str,
        (id, model): crate::semantics::interface_support::InterfaceEntry,
    ) {
        let mut tables = self.registrations.write();
        tables.dialect_interfaces.entry(namespace.into()).or_default().entry(id).or_insert(model);
    }

    /// The models of dialect interface `I` of the registered dialects
    /// that have one, in registration order.
    pub fn dialect_interfaces_in_order<I: ?Sized + 'static>(&self) -> Vec<&'static I> {
        let tables = self.registrations.read();
        let id = TypeId::of::<&'static I>();
        tables
            .dialects
            .iter()
            .filter_map(|d| tables.dialect_interfaces.get(d.name)?.get(&id))
            .filter_map(|&model| crate::semantics::interface_support::downcast::<I>(model))
            .collect()
    }

    /// Registers dialect `namespace`'s own model of an interface (what
    /// `#[dialect(interfaces = […])]` does): it wins over an external one.
    pub fn register_dialect_interface(
        &self,
        namespace: &str,
        (id, model): crate::semantics::interface_support::InterfaceEntry,
    ) {
        let mut tables = self.registrations.write();
        tables.dialect_interfaces.entry(namespace.into()).or_default().insert(id, model);
    }

    /// The model of dialect interface `I` (a `dyn Trait` type) of dialect
    /// `namespace`.
    pub fn dialect_interface<I: ?Sized + 'static>(&self, namespace: &str) -> Option<&'static I> {
        let tables = self.registrations.read();
        let model = *tables.dialect_interfaces.get(namespace)?.get(&TypeId::of::<&'static I>())?;
        crate::semantics::interface_support::downcast::<I>(model)
    }

    /// Adds an external interface model to an attribute or type kind (a
    /// dialect kind's `KindId::Dialect` is the address of its `AttrDef` or
    /// `TypeDef`); the first model of an interface stays, and the kind's own
    /// replaces it when the kind registers (builtin kinds register theirs
    /// with the context, so theirs win).
    pub fn attach_kind_interface(
        &self,
        kind: KindId,
        (id, model): crate::semantics::interface_support::InterfaceEntry,
    ) {
        self.registrations.write().kind_interfaces.entry((kind, id)).or_insert(model);
        self.kind_interfaces_changed();
    }

    /// Registers a kind's own interface model (what `#[attr_def(interfaces
    /// = […])]` does, and `Context::new` for builtin kinds): it wins over an
    /// external one.
    pub fn register_kind_interface(
        &self,
        kind: KindId,
        (id, model): crate::semantics::interface_support::InterfaceEntry,
    ) {
        self.registrations.write().kind_interfaces.insert((kind, id), model);
        self.kind_interfaces_changed();
    }

    /// Registers one model of an interface as the own model of several
    /// kinds (builtin kinds sharing a model).
    pub fn register_kinds_interface(
        &self,
        kinds: &[KindId],
        (id, model): crate::semantics::interface_support::InterfaceEntry,
    ) {
        let mut tables = self.registrations.write();
        for &kind in kinds {
            tables.kind_interfaces.insert((kind, id), model);
        }
        drop(tables);
        self.kind_interfaces_changed();
    }

    /// Makes the per-thread caches of kind interface models stale (after
    /// the change is in the tables, so a thread that sees the new version
    /// sees the change).
    fn kind_interfaces_changed(&self) {
        self.kind_interfaces_version.fetch_add(1, std::sync::atomic::Ordering::Release);
    }

    /// The model of interface `I` of a kind. Types and attributes ask for
    /// theirs all the time, from every parsing and verifying thread: each
    /// thread keeps the answers, so that the tables' lock (whose shared
    /// acquisition writes to it) is not taken on every ask.
    fn kind_interface<I: ?Sized + 'static>(&self, kind: KindId) -> Option<&'static I> {
        let key = (kind, TypeId::of::<&'static I>());
        let version = self.kind_interfaces_version.load(std::sync::atomic::Ordering::Acquire);
        let model = KIND_INTERFACES_SEEN.with_borrow_mut(|seen| {
            if seen.of != (self.uid, version) {
                seen.models.clear();
                seen.of = (self.uid, version);
            }
            *seen
                .models
                .entry(key)
                .or_insert_with(|| self.registrations.read().kind_interfaces.get(&key).copied())
        })?;
        crate::semantics::interface_support::downcast::<I>(model)
    }

    /// Every registered op, in the order their names were first interned.
    pub fn registered_ops(&self) -> Vec<OpName> {
        let interned = self.op_names.iter();
        interned
            .filter(|(_, data)| data.registered.get().is_some())
            .map(|(id, _)| OpName(id))
            .collect()
    }

    /// Looks up a registered op by full name.
    pub fn lookup_registered_op(&self, name: &str) -> Option<OpName> {
        let op = self.op_name(name);
        op.registered(self).map(|_| op)
    }
}

impl Attribute {
    /// The attribute's model of interface `I` (a `dyn Trait` type), when
    /// its kind (builtin or a dialect's) registered one or an extension
    /// attached one.
    pub fn interface<I: ?Sized + 'static>(self, ctx: &Context) -> Option<&'static I> {
        ctx.kind_interface::<I>(self.kind_id(ctx))
    }
}

impl crate::context::builtin::types::Type {
    /// The type's model of interface `I` (a `dyn Trait` type), when its
    /// kind (builtin or a dialect's) registered one or an extension
    /// attached one.
    pub fn interface<I: ?Sized + 'static>(self, ctx: &Context) -> Option<&'static I> {
        ctx.kind_interface::<I>(self.kind_id(ctx))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::semantics::traits::{OpTrait, TraitList};

    /// A stand-in interface.
    trait Describe: Send + Sync {
        fn describe(&self) -> &'static str;
    }

    struct DescribeModel;
    impl Describe for DescribeModel {
        fn describe(&self) -> &'static str {
            "test op"
        }
    }

    static DESCRIBE: &dyn Describe = &DescribeModel;

    static TEST_OP: OpDef = OpDef {
        property_names: &["p"],
        ..OpDef::new("reg_test.op", TraitList::new(&[crate::semantics::traits::IsTerminator::DEF]))
    };

    struct OtherModel;
    impl Describe for OtherModel {
        fn describe(&self) -> &'static str {
            "other"
        }
    }

    static OTHER: &dyn Describe = &OtherModel;

    #[test]
    fn kind_interfaces_seen_before_a_change_are_asked_again() {
        let ctx = Context::new();
        let i32_type = ctx.integer_type(32);
        let kind = i32_type.kind_id(&ctx);
        // The thread remembers the answer `None`, then models come.
        assert!(i32_type.interface::<dyn Describe>(&ctx).is_none());
        ctx.attach_kind_interface(
            kind,
            crate::semantics::interface_support::implement::<dyn Describe>(&DESCRIBE),
        );
        let seen = i32_type.interface::<dyn Describe>(&ctx).map(|m| m.describe());
        assert_eq!(seen, Some("test op"));
        ctx.register_kind_interface(
            kind,
            crate::semantics::interface_support::implement::<dyn Describe>(&OTHER),
        );
        let seen = i32_type.interface::<dyn Describe>(&ctx).map(|m| m.describe());
        assert_eq!(seen, Some("other"));
        // Another context's answers are its own.
        let fresh = Context::new();
        assert!(fresh.integer_type(32).interface::<dyn Describe>(&fresh).is_none());
        assert_eq!(i32_type.interface::<dyn Describe>(&ctx).map(|m| m.describe()), Some("other"));
    }

    #[test]
    fn registered_ops_expose_traits_and_interfaces() {
        let ctx = Context::new();
        ctx.register_dialect("reg_test");
        ctx.register_op(
            &TEST_OP,
            &[crate::semantics::interface_support::implement::<dyn Describe>(&DESCRIBE)],
        );
        let name = ctx.lookup_registered_op("reg_test.op").expect("registered");
        assert!(name.traits(&ctx).contains(OpTraits::TERMINATOR));
        assert!(!name.is_isolated(&ctx));
        assert_eq!(name.dialect(&ctx), "reg_test");
        let model = name.interface::<dyn Describe>(&ctx).expect("interface attached");
        assert_eq!(model.describe(), "test op");
        let other = ctx.op_name("reg_test.unknown");
        assert!(other.registered(&ctx).is_none());
        assert!(other.interface::<dyn Describe>(&ctx).is_none());
        assert!(ctx.lookup_registered_op("builtin.module").unwrap().is_isolated(&ctx));
    }

    #[test]
    fn external_models_attach_before_registration() {
        struct External;
        impl Describe for External {
            fn describe(&self) -> &'static str {
                "external"
            }
        }
        static EXTERNAL: &dyn Describe = &External;
        let ctx = Context::new();
        let entry = crate::semantics::interface_support::implement::<dyn Describe>(&EXTERNAL);
        assert_eq!(ctx.attach_interface("reg_test.op", entry), Ok(()));
        ctx.register_op(&TEST_OP, &[]);
        let name = ctx.lookup_registered_op("reg_test.op").expect("registered");
        assert_eq!(name.interface::<dyn Describe>(&ctx).map(|m| m.describe()), Some("external"));
        assert_eq!(ctx.attach_interface("reg_test.op", entry), Err(AttachError::AlreadyRegistered));
    }
}
