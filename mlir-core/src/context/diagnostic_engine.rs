//! The diagnostic engine of a [`Context`]: a chain of handlers, newest
//! first; each handler either consumes a diagnostic (returns `true`) or
//! passes it on. Provided handlers: [`CollectingHandler`] (for tests and
//! APIs that gather every error) and [`OrderedDiagnostics`], which keeps
//! output deterministic when diagnostics come from several threads (each
//! thread tags its diagnostics with an order id; they are released sorted
//! by that id). Messages can be built from typed arguments with
//! [`DiagnosticBuilder`]: types, attributes, locations and ops print
//! themselves the way mlir-opt prints them in messages.

use std::cell::Cell;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use parking_lot::{Mutex, RwLock};

use crate::context::Context;
use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::location::Location;
use crate::context::builtin::types::Type;
use crate::context::diagnostics::{Diagnostic, Severity};

/// A handler: returns `true` when it consumed the diagnostic.
pub type Handler = Arc<dyn Fn(&Diagnostic) -> bool + Send + Sync>;

/// Identifies a registered handler (to unregister it).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct HandlerId(u64);

/// The handler chain of a context.
#[derive(Default)]
pub struct DiagnosticEngine {
    handlers: RwLock<Vec<(HandlerId, Handler)>>,
    next_id: AtomicU64,
}

impl DiagnosticEngine {
    /// Adds a handler in front of the chain.
    pub fn register(
        &self,
        handler: impl Fn(&Diagnostic) -> bool + Send + Sync + 'static,
    ) -> HandlerId {
        let id = HandlerId(self.next_id.fetch_add(1, Ordering::Relaxed));
        self.handlers.write().push((id, Arc::new(handler)));
        id
    }

    /// Removes a handler.
    pub fn unregister(&self, id: HandlerId) {
        self.handlers.write().retain(|(h, _)| *h != id);
    }

    /// Offers a diagnostic to the handlers, newest first. Returns whether a
    /// handler consumed it.
    pub fn emit(&self, diag: &Diagnostic) -> bool {
        // Clone the chain so a handler may emit or register while running.
        let chain: Vec<Handler> =
            self.handlers.read().iter().rev().map(|(_, h)| Arc::clone(h)).collect();
        chain.iter().any(|h| h(diag))
    }
}

impl Context {
    /// The context's diagnostic engine.
    pub fn diagnostics(&self) -> &DiagnosticEngine {
        &self.diag_engine
    }

    /// Emits a diagnostic through the engine.
    pub fn emit(&self, diag: Diagnostic) -> bool {
        self.diag_engine.emit(&diag)
    }
}

/// Gathers every diagnostic it sees (and consumes them).
#[derive(Clone, Default)]
pub struct CollectingHandler {
    seen: Arc<Mutex<Vec<Diagnostic>>>,
}

impl CollectingHandler {
    /// Registers a collector on `ctx`; unregister it with the returned id.
    pub fn install(ctx: &Context) -> (CollectingHandler, HandlerId) {
        let collector = CollectingHandler::default();
        let sink = Arc::clone(&collector.seen);
        let id = ctx.diagnostics().register(move |d| {
            sink.lock().push(d.clone());
            true
        });
        (collector, id)
    }

    /// The diagnostics collected so far, in emission order.
    pub fn take(&self) -> Vec<Diagnostic> {
        std::mem::take(&mut *self.seen.lock())
    }
}

thread_local! {
    static ORDER_ID: Cell<Option<u64>> = const { Cell::new(None) };
}

/// Keeps diagnostics from several threads in a deterministic order: each
/// worker calls [`OrderedDiagnostics::set_order_for_thread`] (say, with the
/// index of the op it works on); [`OrderedDiagnostics::finish`] re-emits
/// everything sorted by that index (ties in emission order) to the handlers
/// registered before it.
pub struct OrderedDiagnostics {
    buffer: Arc<Mutex<Vec<(u64, u64, Diagnostic)>>>,
    id: HandlerId,
}

impl OrderedDiagnostics {
    /// Starts buffering the diagnostics of `ctx`.
    pub fn install(ctx: &Context) -> OrderedDiagnostics {
        let buffer: Arc<Mutex<Vec<(u64, u64, Diagnostic)>>> = Arc::default();
        let sink = Arc::clone(&buffer);
        let seq = AtomicU64::new(0);
        let id = ctx.diagnostics().register(move |d| match ORDER_ID.with(Cell::get) {
            Some(order) => {
                sink.lock().push((order, seq.fetch_add(1, Ordering::Relaxed), d.clone()));
                true
            }
            // Diagnostics of untagged threads pass through at once.
            None => false,
        });
        OrderedDiagnostics { buffer, id }
    }

    /// Tags the diagnostics this thread emits from now on.
    pub fn set_order_for_thread(order: Option<u64>) {
        ORDER_ID.with(|c| c.set(order));
    }

    /// Stops buffering and re-emits the buffered diagnostics in order.
    pub fn finish(self, ctx: &Context) {
        ctx.diagnostics().unregister(self.id);
        let mut all = std::mem::take(&mut *self.buffer.lock());
        all.sort_by_key(|(order, seq, _)| (*order, *seq));
        for (_, _, d) in all {
            ctx.diagnostics().emit(&d);
        }
    }
}

/// Builds a diagnostic message from typed pieces.
pub struct DiagnosticBuilder<'a> {
    ctx: &'a Context,
    severity: Severity,
    loc: Location,
    message: String,
    notes: Vec<Diagnostic>,
}

impl<'a> DiagnosticBuilder<'a> {
    /// Starts a diagnostic.
    pub fn new(ctx: &'a Context, severity: Severity, loc: Location) -> DiagnosticBuilder<'a> {
        DiagnosticBuilder { ctx, severity, loc, message: String::new(), notes: Vec::new() }
    }

    /// Appends text.
    pub fn text(mut self, s: &str) -> Self {
        self.message.push_str(s);
        self
    }

    /// Appends a type as mlir-opt prints it.
    pub fn ty(mut self, t: Type) -> Self {
        self.message.push_str(&crate::context::display_hooks::type_text(self.ctx, t));
        self
    }

    /// Appends an attribute as mlir-opt prints it.
    pub fn attr(mut self, a: Attribute) -> Self {
        self.message.push_str(&crate::context::display_hooks::attr_text(self.ctx, a));
        self
    }

    /// Attaches a note.
    pub fn note(mut self, loc: Location, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: Vec::new(),
        });
        self
    }

    /// The finished diagnostic.
    pub fn build(self) -> Diagnostic {
        Diagnostic {
            severity: self.severity,
            loc: self.loc,
            message: self.message,
            notes: self.notes,
        }
    }

    /// Emits the diagnostic through the context's engine.
    pub fn emit(self) -> bool {
        let ctx = self.ctx;
        ctx.emit(self.build())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn handlers_run_newest_first_and_can_pass() {
        let ctx = Context::new();
        let (outer, _) = CollectingHandler::install(&ctx);
        let passed = Arc::new(AtomicU64::new(0));
        let p = Arc::clone(&passed);
        let id = ctx.diagnostics().register(move |_| {
            p.fetch_add(1, Ordering::Relaxed);
            false
        });
        let loc = ctx.unknown_loc();
        let i32t = ctx.integer_type(32);
        assert!(
            DiagnosticBuilder::new(&ctx, Severity::Error, loc)
                .text("bad type '")
                .ty(i32t)
                .text("'")
                .emit()
        );
        assert_eq!(passed.load(Ordering::Relaxed), 1);
        ctx.diagnostics().unregister(id);
        assert!(ctx.emit(Diagnostic::error(loc, "second")));
        assert_eq!(passed.load(Ordering::Relaxed), 1);
        let seen = outer.take();
        assert_eq!(
            seen.iter().map(|d| d.message.as_str()).collect::<Vec<_>>(),
            ["bad type 'i32'", "second"]
        );
    }

    #[test]
    fn ordered_diagnostics_are_deterministic_across_threads() {
        let ctx = Arc::new(Context::new());
        let (collector, _) = CollectingHandler::install(&ctx);
        let ordered = OrderedDiagnostics::install(&ctx);
        let threads: Vec<_> = (0..8u64)
            .rev()
            .map(|i| {
                let ctx = Arc::clone(&ctx);
                std::thread::spawn(move || {
                    OrderedDiagnostics::set_order_for_thread(Some(i));
                    let loc = ctx.unknown_loc();
                    ctx.emit(Diagnostic::error(loc, format!("from {i} a")));
                    ctx.emit(Diagnostic::error(loc, format!("from {i} b")));
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        assert!(collector.take().is_empty(), "buffered until finish");
        ordered.finish(&ctx);
        let got: Vec<String> = collector.take().into_iter().map(|d| d.message).collect();
        let want: Vec<String> =
            (0..8).flat_map(|i| [format!("from {i} a"), format!("from {i} b")]).collect();
        assert_eq!(got, want);
    }
}
