//! [`ConversionTarget`]: which ops a conversion must end with (MLIR's
//! `ConversionTarget`). An op is legal, illegal or dynamically legal (a
//! callback decides per op), by its name, by an interface it implements,
//! or by its dialect, looked up in that order; an op none of these name is
//! unknown, and the unknown-op callback, when set, decides for it. A legal
//! op may also be recursively legal: the ops nested in it are then left
//! alone.

use std::any::TypeId;
use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::context::Context;
use crate::context::registrations::OpName;
use crate::definitions::op_type::OpType;
use crate::ir::{IrView, Op};

/// What a target says of the ops an entry names.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum LegalizationAction {
    /// They may stay.
    Legal,
    /// A callback decides, per op.
    Dynamic,
    /// They must be converted.
    Illegal,
}

/// Decides whether one op is legal: `Some(true)` legal, `Some(false)`
/// illegal, `None` no opinion (the callback registered before it is asked,
/// then the entry's default: illegal).
pub type LegalityFn = Arc<dyn Fn(&IrView, Op) -> Option<bool> + Send + Sync>;

/// One entry of the target.
#[derive(Clone)]
struct Entry {
    action: LegalizationAction,
    recursively_legal: bool,
    callback: Option<LegalityFn>,
}

impl Entry {
    fn new(action: LegalizationAction) -> Self {
        Entry { action, recursively_legal: false, callback: None }
    }
}

/// Chains `newer` before `older`: `older` is asked when `newer` has no
/// opinion.
fn chain(newer: LegalityFn, older: Option<LegalityFn>) -> LegalityFn {
    match older {
        None => newer,
        Some(older) => Arc::new(move |ir, op| newer(ir, op).or_else(|| older(ir, op))),
    }
}

/// What is known of a legal op.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct LegalOpDetails {
    /// The ops nested in it are legal too, and are not visited.
    pub is_recursively_legal: bool,
}

/// The legality of ops after a conversion (see the module doc).
#[derive(Clone, Default)]
pub struct ConversionTarget {
    ops: FxHashMap<Box<str>, Entry>,
    interfaces: Vec<(TypeId, Entry)>,
    dialects: FxHashMap<Box<str>, Entry>,
    recursive_callbacks: FxHashMap<Box<str>, LegalityFn>,
    /// The entry of unknown ops: dynamic, with the unknown-op callback.
    unknown: Option<Entry>,
}

impl ConversionTarget {
    /// A target that knows no op.
    pub fn new() -> Self {
        Self::default()
    }

    fn set_op(&mut self, name: &str, action: LegalizationAction) -> &mut Entry {
        let entry = self.ops.entry(name.into()).or_insert_with(|| Entry::new(action));
        entry.action = action;
        entry
    }

    fn set_dialect(&mut self, dialect: &str, action: LegalizationAction) -> &mut Entry {
        let entry = self.dialects.entry(dialect.into()).or_insert_with(|| Entry::new(action));
        entry.action = action;
        entry
    }

    fn set_interface(&mut self, id: TypeId, action: LegalizationAction) -> &mut Entry {
        let at = match self.interfaces.iter().position(|(i, _)| *i == id) {
            Some(at) => at,
            None => {
                self.interfaces.push((id, Entry::new(action)));
                self.interfaces.len() - 1
            }
        };
        let entry = &mut self.interfaces[at].1;
        entry.action = action;
        entry
    }

    /// Marks the op named `name` (`"arith.addi"`) legal.
    pub fn add_legal_op_named(&mut self, name: &str) -> &mut Self {
        self.set_op(name, LegalizationAction::Legal);
        self
    }

    /// Marks op `T` legal.
    pub fn add_legal_op<T: OpType>(&mut self) -> &mut Self {
        self.add_legal_op_named(T::DEF.name)
    }

    /// Marks the op named `name` illegal.
    pub fn add_illegal_op_named(&mut self, name: &str) -> &mut Self {
        self.set_op(name, LegalizationAction::Illegal);
        self
    }

    /// Marks op `T` illegal.
    pub fn add_illegal_op<T: OpType>(&mut self) -> &mut Self {
        self.add_illegal_op_named(T::DEF.name)
    }

    /// Makes the op named `name` legal when `legal` says so (chained before
    /// any callback it had).
    pub fn add_dynamically_legal_op_named(
        &mut self,
        name: &str,
        legal: impl Fn(&IrView, Op) -> Option<bool> + Send + Sync + 'static,
    ) -> &mut Self {
        let entry = self.set_op(name, LegalizationAction::Dynamic);
        entry.callback = Some(chain(Arc::new(legal), entry.callback.take()));
        self
    }

    /// Makes op `T` legal when `legal` says so.
    pub fn add_dynamically_legal_op<T: OpType>(
        &mut self,
        legal: impl Fn(&IrView, Op) -> Option<bool> + Send + Sync + 'static,
    ) -> &mut Self {
        self.add_dynamically_legal_op_named(T::DEF.name, legal)
    }

    /// Marks the ops of `dialect` (`"arith"`) legal.
    pub fn add_legal_dialect(&mut self, dialect: &str) -> &mut Self {
        self.set_dialect(dialect, LegalizationAction::Legal);
        self
    }

    /// Marks the ops of `dialect` illegal.
    pub fn add_illegal_dialect(&mut self, dialect: &str) -> &mut Self {
        self.set_dialect(dialect, LegalizationAction::Illegal);
        self
    }

    /// Makes the ops of `dialect` legal when `legal` says so.
    pub fn add_dynamically_legal_dialect(
        &mut self,
        dialect: &str,
        legal: impl Fn(&IrView, Op) -> Option<bool> + Send + Sync + 'static,
    ) -> &mut Self {
        let entry = self.set_dialect(dialect, LegalizationAction::Dynamic);
        entry.callback = Some(chain(Arc::new(legal), entry.callback.take()));
        self
    }

    /// Marks the ops with the interface whose model trait is `I` (`dyn
    /// BranchOpInterfaceModel`) legal; an entry for the op's name wins.
    pub fn add_legal_interface<I: ?Sized + 'static>(&mut self) -> &mut Self {
        self.set_interface(TypeId::of::<&'static I>(), LegalizationAction::Legal);
        self
    }

    /// Marks the ops with interface `I` illegal.
    pub fn add_illegal_interface<I: ?Sized + 'static>(&mut self) -> &mut Self {
        self.set_interface(TypeId::of::<&'static I>(), LegalizationAction::Illegal);
        self
    }

    /// Makes the ops with interface `I` legal when `legal` says so.
    pub fn add_dynamically_legal_interface<I: ?Sized + 'static>(
        &mut self,
        legal: impl Fn(&IrView, Op) -> Option<bool> + Send + Sync + 'static,
    ) -> &mut Self {
        let entry = self.set_interface(TypeId::of::<&'static I>(), LegalizationAction::Dynamic);
        entry.callback = Some(chain(Arc::new(legal), entry.callback.take()));
        self
    }

    /// Marks the op named `name` recursively legal when it is legal: the
    /// ops nested in it are legal too. `when`, if given, decides per op
    /// (`None`: yes).
    pub fn mark_op_recursively_legal_named(
        &mut self,
        name: &str,
        when: Option<LegalityFn>,
    ) -> &mut Self {
        let entry = self.ops.entry(name.into()).or_insert_with(|| Entry {
            action: LegalizationAction::Legal,
            recursively_legal: false,
            callback: None,
        });
        entry.recursively_legal = true;
        match when {
            Some(when) => self.recursive_callbacks.insert(name.into(), when),
            None => self.recursive_callbacks.remove(name),
        };
        self
    }

    /// Marks op `T` recursively legal (see
    /// [`mark_op_recursively_legal_named`](Self::mark_op_recursively_legal_named)).
    pub fn mark_op_recursively_legal<T: OpType>(&mut self) -> &mut Self {
        self.mark_op_recursively_legal_named(T::DEF.name, None)
    }

    /// Lets `legal` decide for the ops no entry names (chained before the
    /// callback set before it). Without one, unknown ops are neither legal
    /// nor illegal: a partial conversion leaves them, a full one fails.
    pub fn mark_unknown_op_dynamically_legal(
        &mut self,
        legal: impl Fn(&IrView, Op) -> Option<bool> + Send + Sync + 'static,
    ) -> &mut Self {
        let older = self.unknown.take().and_then(|entry| entry.callback);
        let mut entry = Entry::new(LegalizationAction::Dynamic);
        entry.callback = Some(chain(Arc::new(legal), older));
        self.unknown = Some(entry);
        self
    }

    /// The entry deciding for ops named `name`, if any.
    fn entry_for(&self, ctx: &Context, name: OpName) -> Option<&Entry> {
        if let Some(entry) = self.ops.get(name.as_str(ctx)) {
            return Some(entry);
        }
        if let Some((_, entry)) =
            self.interfaces.iter().find(|(id, _)| name.has_interface_id(ctx, *id))
        {
            return Some(entry);
        }
        self.dialects.get(name.dialect(ctx)).or(self.unknown.as_ref())
    }

    /// What the target says of ops named `name`, before asking any
    /// callback; `None` for an unknown op.
    pub fn op_action(&self, ctx: &Context, name: OpName) -> Option<LegalizationAction> {
        self.entry_for(ctx, name).map(|entry| entry.action)
    }

    /// Whether `op` is legal, and then whether it is recursively legal.
    pub fn is_legal(&self, ir: &IrView, op: Op) -> Option<LegalOpDetails> {
        self.legality(ir, op, self.entry_for(ir.ctx(), op.name(ir)))
    }

    /// [`is_legal`](Self::is_legal), given the entry deciding for `op`.
    fn legality(&self, ir: &IrView, op: Op, entry: Option<&Entry>) -> Option<LegalOpDetails> {
        let entry = entry?;
        let legal = match entry.action {
            LegalizationAction::Legal => true,
            LegalizationAction::Illegal => false,
            LegalizationAction::Dynamic => {
                entry.callback.as_ref().and_then(|callback| callback(ir, op)).unwrap_or(false)
            }
        };
        if !legal {
            return None;
        }
        let is_recursively_legal = entry.recursively_legal
            && self
                .recursive_callbacks
                .get(op.name(ir).as_str(ir.ctx()))
                .is_none_or(|when| when(ir, op).unwrap_or(true));
        Some(LegalOpDetails { is_recursively_legal })
    }

    /// Whether `op` was explicitly marked illegal: an illegal entry, or a
    /// dynamic one whose callback answers no.
    pub fn is_illegal(&self, ir: &IrView, op: Op) -> bool {
        illegality(ir, op, self.entry_for(ir.ctx(), op.name(ir)))
    }
}

/// [`ConversionTarget::is_illegal`], given the entry deciding for `op`.
fn illegality(ir: &IrView, op: Op, entry: Option<&Entry>) -> bool {
    let Some(entry) = entry else { return false };
    match entry.action {
        LegalizationAction::Illegal => true,
        LegalizationAction::Legal => false,
        LegalizationAction::Dynamic => {
            entry.callback.as_ref().and_then(|callback| callback(ir, op)) == Some(false)
        }
    }
}

/// A target's entries looked up once per op name, for one conversion run:
/// the run asks about every op it visits, most of them of few names, and
/// finding an entry (by name, interfaces, then dialect) costs string
/// hashing that the op's interned name spares.
pub(crate) struct TargetLookup<'a> {
    target: &'a ConversionTarget,
    entries: FxHashMap<OpName, Option<&'a Entry>>,
}

impl<'a> TargetLookup<'a> {
    /// An empty cache over `target`.
    pub(crate) fn new(target: &'a ConversionTarget) -> Self {
        TargetLookup { target, entries: FxHashMap::default() }
    }

    fn entry(&mut self, ir: &IrView, op: Op) -> Option<&'a Entry> {
        let target = self.target;
        *self.entries.entry(op.name(ir)).or_insert_with(|| target.entry_for(ir.ctx(), op.name(ir)))
    }

    /// [`ConversionTarget::is_legal`].
    pub(crate) fn is_legal(&mut self, ir: &IrView, op: Op) -> Option<LegalOpDetails> {
        let entry = self.entry(ir, op);
        self.target.legality(ir, op, entry)
    }

    /// [`ConversionTarget::is_illegal`].
    pub(crate) fn is_illegal(&mut self, ir: &IrView, op: Op) -> bool {
        let entry = self.entry(ir, op);
        illegality(ir, op, entry)
    }
}
