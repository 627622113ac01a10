/**
 * /campaigns/automations/:id and /hub/automations/:id: an automation's diagram, edited as a draft
 * that is saved as you go. The palette on one side, the selected node's settings on the other,
 * problems drawn on the nodes; undo, copy and paste, auto-layout. Loaded on its own (with
 * @xyflow/react) so no other page carries the diagram library.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, theme, Typography } from 'antd';
import { HistoryOutlined, TeamOutlined } from '@ant-design/icons';
import { useCustom, useCustomMutation, useOne } from '@refinedev/core';
import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { automations } from '../../../resources/automations/automations.ts';
import { automationPath, type NodeStats } from '../../../resources/automations/automation-api.ts';
import { publishProblems } from '../../../resources/automations/automation-graph.ts';
import type { NodeTypeName } from '../../../resources/automations/automation-nodes.ts';
import { toast } from '../../../providers/notification-provider.ts';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { errorText } from '../../components/error-text.ts';
import { useAccess } from '../../hooks/use-access.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { autoLayout, nodeSize } from './auto-layout.ts';
import { DiagramCanvas } from './diagram-canvas.tsx';
import { editorView, EditorViewContext } from './editor-context.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { fromSaved, newNodeId, snap, toDoc, toSaved, type Doc, type FlowEdge, type FlowNode, type Viewport } from './graph-doc.ts';
import { fitDiagram } from './fit-view.ts';
import { NodePalette } from './node-palette.tsx';
import { PublishButton } from './publish/publish-button.tsx';
import { VersionsDrawer } from './publish/versions-drawer.tsx';
import { MnpStatsCard } from './stats/mnp-stats-card.tsx';
import { NodeContactsDrawer } from './stats/node-contacts-drawer.tsx';
import { useNodeStats } from './stats/use-node-stats.ts';
import { freeSpot, insertable } from './placement.ts';
import { NodeSettingsPanel } from './node-settings-panel.tsx';
import { ProblemsPopover } from './problems-popover.tsx';
import { refusedSteps, standingRefusals, type EditorProblem, type RefusedProblem } from './refused-steps.ts';
import { ReentryPopover, type Reentry } from './reentry-popover.tsx';
import { SaveStatus } from './save-status.tsx';
import { ShortcutsHelp } from './shortcuts-help.tsx';
import { useAutosave } from './use-autosave.ts';
import { useClipboard } from './use-clipboard.ts';
import { useDiagram } from './use-diagram.ts';
import { useFillHeight } from './use-fill-height.ts';
import { useShortcuts } from './use-shortcuts.ts';

type AutomationRecord = Record<string, unknown> & { id: number; version: number; name: string; status: 'active' | 'paused'; reentry?: Reentry; reentry_days?: number | null; graph?: unknown };

/** A new node lands this far below the bottom of the selected one (its counts make it taller once it runs). */
const GAP_BELOW = 45;

export default function AutomationEditorPage() {
  const { id = '' } = useParams();
  const { result, query } = useOne<AutomationRecord>({ resource: automations.name, id, queryOptions: { enabled: !!id, refetchOnWindowFocus: false } });
  const { stats } = useNodeStats(Number(id));
  if (query.isLoading || !result) return <PageSpinner />;
  return (
    <ReactFlowProvider key={id}>
      <AutomationEditor record={result as AutomationRecord} stats={stats} />
    </ReactFlowProvider>
  );
}

interface EditorProps {
  record: AutomationRecord;
  /** Counts per node and edge (POST /v1/automations/nodes/stats), drawn on the diagram when given. */
  stats?: NodeStats;
}

export function AutomationEditor({ record, stats }: EditorProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const flow = useReactFlow<FlowNode, FlowEdge>();
  const may = useAccess();
  const readOnly = !may({ resource: automations.name, action: 'edit', record });
  const mayToggle = may({ resource: automations.name, action: 'toggle-status', record });
  const listPath = pathname.startsWith('/hub/') ? '/hub/automations' : automations.routes.list!;

  const initial = useMemo(() => fromSaved(record.graph as never), []); // eslint-disable-line react-hooks/exhaustive-deps
  const diagram = useDiagram(initial);
  const clipboard = useClipboard();
  const viewport = useRef<Viewport | undefined>(initial.viewport);
  const [meta, setMeta] = useState(() => pickMeta(record));
  const [toggling, setToggling] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [contactsOf, setContactsOf] = useState<string | null>(null);
  const canvasBox = useRef<HTMLDivElement>(null);
  const page = useRef<HTMLDivElement>(null);
  const height = useFillHeight(page);
  usePageTitle(meta.name);

  // What the server refused in the last save, and the steps as they were sent (a change to one clears its marks).
  const [refused, setRefused] = useState<{ problems: RefusedProblem[]; sent: Doc['nodes'] } | null>(null);
  const reloadRef = useRef<() => void>(() => {});
  // The record read again only when an action needs it as saved now (below); the page's toasts say what failed.
  const { refetch: refetchRecord } = useCustom<AutomationRecord>({ url: automationPath(record.id), method: 'get', errorNotification: false, queryOptions: { enabled: false, retry: false, gcTime: 0 } }).query;
  const readRecord = async () => (await refetchRecord({ throwOnError: true })).data!.data;
  const { mutateAsync } = useCustomMutation();
  const saver = useAutosave({
    id: record.id,
    version: record.version,
    onSaved: (saved) => {
      setRefused(null);
      setMeta((m) => ({ ...m, status: (saved.status as AutomationRecord['status']) ?? m.status }));
    },
    onConflict: () => reloadRef.current(),
    onRefused: (errors, patch) => {
      const sent = patch.graph as Doc | undefined;
      if (!sent) return errors;
      const { problems, rest } = refusedSteps(errors, sent);
      setRefused({ problems, sent: sent.nodes });
      return rest;
    },
  });

  // The diagram as last queued for saving: an undo back to it, or a reload, is nothing to send.
  const lastDoc = useRef(JSON.stringify(diagram.saved));
  const queueGraph = useCallback(() => {
    lastDoc.current = JSON.stringify(diagram.saved);
    saver.queue({ graph: toSaved(diagram.saved, viewport.current) });
  }, [diagram.saved, saver]);
  useEffect(() => {
    if (!readOnly && JSON.stringify(diagram.saved) !== lastDoc.current) queueGraph();
  }, [diagram.saved, readOnly, queueGraph]);

  reloadRef.current = async () => {
    try {
      const fresh = await readRecord();
      const flowState = fromSaved(fresh.graph as never);
      const doc = toDoc(flowState.nodes, flowState.edges);
      lastDoc.current = JSON.stringify(doc);
      diagram.reload(doc);
      saver.rebase(fresh.version);
      setRefused(null);
      setMeta(pickMeta(fresh));
    } catch (error) {
      toast('danger', t('automations.editor.reloadFailed'), { description: errorText(error, t) });
    }
  };

  const problems = useMemo<EditorProblem[]>(() => {
    const found = publishProblems(diagram.saved);
    return refused ? [...found, ...standingRefusals(refused.problems, refused.sent, diagram.saved.nodes, found)] : found;
  }, [diagram.saved, refused]);
  const view = useMemo(() => editorView(problems, readOnly, stats), [problems, readOnly, stats]);
  const typeOf = useCallback((nodeId: string) => diagram.live.current.nodes.find((n) => n.id === nodeId)?.type, [diagram.live]);

  const selected = diagram.nodes.filter((n) => n.selected);
  const panelNode = selected.length === 1 ? selected[0] : null;

  // The settings panel takes part of the canvas: a node it would cover is brought into view.
  const panelId = panelNode?.id;
  useEffect(() => {
    if (!panelId) return;
    // After the panel's layout and the canvas's own correction for it (DiagramCanvas).
    const timer = setTimeout(() => {
      const canvas = canvasBox.current?.getBoundingClientRect();
      const card = canvasBox.current?.querySelector(`.react-flow__node[data-id="${CSS.escape(panelId)}"]`)?.getBoundingClientRect();
      if (!canvas || !card) return;
      const margin = 24;
      const shift = card.right > canvas.right - margin ? canvas.right - margin - card.right : card.left < canvas.left + margin ? canvas.left + margin - card.left : 0;
      if (shift) {
        const v = flow.getViewport();
        void flow.setViewport({ ...v, x: v.x + shift }, { duration: 200 });
      }
    }, 80);
    return () => clearTimeout(timer);
  }, [panelId, flow]);

  // A new step lands where it was dropped (or below the selected one, or in the middle of the view),
  // moved aside onto the first spot no card covers; dropped on a connection, it goes in between.
  const place = useCallback(
    (type: NodeTypeName, position?: { x: number; y: number }, onEdge?: string) => {
      const nodes = diagram.live.current.nodes;
      let at = position;
      if (!at) {
        const from = nodes.filter((n) => n.selected);
        if (from.length === 1) at = { x: from[0].position.x, y: from[0].position.y + snap(nodeSize(from[0]).height + GAP_BELOW) };
        else {
          const box = canvasBox.current?.getBoundingClientRect();
          const centre = box ? flow.screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 2 }) : { x: 0, y: 0 };
          at = { x: centre.x - 120, y: centre.y - 40 };
        }
      }
      at = freeSpot({ x: snap(at.x), y: snap(at.y) }, nodes);
      const id = newNodeId(type, new Set(nodes.map((n) => n.id)));
      const node = { id, type, position: { x: snap(at.x), y: snap(at.y) }, data: {} };
      const between = onEdge ? insertable(type) : undefined;
      if (between !== undefined && diagram.insertOnEdge(node, onEdge!, between)) return;
      diagram.add([node]);
    },
    [diagram, flow],
  );

  const layout = useCallback(() => {
    diagram.setPositions(autoLayout(diagram.live.current.nodes, diagram.live.current.edges));
    setTimeout(() => fitDiagram(flow, canvasBox.current, { duration: 300 }), 50);
  }, [diagram, flow]);
  const fit = useCallback(() => fitDiagram(flow, canvasBox.current, { duration: 300 }), [flow]);

  const focusNode = useCallback(
    (nodeId: string) => {
      const node = diagram.live.current.nodes.find((n) => n.id === nodeId);
      if (!node) return;
      diagram.select((n) => n.id === nodeId);
      const { width, height } = nodeSize(node);
      void flow.setCenter(node.position.x + width / 2, node.position.y + height / 2, { zoom: Math.max(flow.getZoom(), 1), duration: 300 });
    },
    [diagram, flow],
  );

  useShortcuts(
    {
      undo: diagram.undo,
      redo: diagram.redo,
      copy: () => clipboard.copy(diagram.live.current.nodes, diagram.live.current.edges),
      paste: () => {
        const clip = clipboard.paste(new Set(diagram.live.current.nodes.map((n) => n.id)));
        if (clip) diagram.add(clip.nodes, clip.edges);
      },
      selectAll: () => diagram.select(() => true),
      layout,
    },
    true,
    !readOnly,
  );

  const toggle = async () => {
    setToggling(true);
    try {
      // The toggle moves the record's version: what waits to be saved goes first, then the new version is ours.
      await saver.flush();
      await mutateAsync({ url: `${automationPath(record.id)}/toggle-status`, method: 'patch', values: {}, successNotification: false, errorNotification: false });
      const fresh = await readRecord();
      saver.adopt(fresh.version);
      setMeta((m) => ({ ...m, status: fresh.status }));
      toast('success', t(fresh.status === 'active' ? 'automations.editor.started' : 'automations.editor.paused'));
    } catch (error) {
      toast('danger', t('automations.editor.toggleFailed'), { description: errorText(error, t) });
    } finally {
      setToggling(false);
    }
  };

  return (
    <EditorViewContext.Provider value={view}>
      <div ref={page} style={{ display: 'flex', flexDirection: 'column', height: height ?? 'calc(100vh - 112px)' }} data-testid="automation-editor">
        <EditorToolbar
          name={meta.name}
          onName={(name) => {
            setMeta((m) => ({ ...m, name }));
            if (name.trim()) saver.queue({ name: name.trim() });
          }}
          status={meta.status}
          mayToggle={mayToggle}
          toggling={toggling}
          onToggle={toggle}
          readOnly={readOnly}
          saveStatus={readOnly ? <Typography.Text type="secondary">{t('automations.editor.readOnly')}</Typography.Text> : <SaveStatus state={saver.state} />}
          canUndo={diagram.canUndo}
          canRedo={diagram.canRedo}
          onUndo={diagram.undo}
          onRedo={diagram.redo}
          onLayout={layout}
          onFit={fit}
          onBack={() => navigate(listPath)}
          problems={<ProblemsPopover problems={problems} typeOf={typeOf} onPick={focusNode} />}
          reentry={
            <ReentryPopover
              reentry={meta.reentry}
              days={meta.reentry_days}
              readOnly={readOnly}
              onChange={(reentry, days) => {
                setMeta((m) => ({ ...m, reentry, reentry_days: days }));
                saver.queue({ reentry, reentry_days: reentry === 'after_days' ? days : null });
              }}
            />
          }
          shortcuts={<ShortcutsHelp />}
          extra={
            <>
              <PublishButton
                automationId={record.id}
                disabledReason={readOnly ? t('automations.publish.noRight') : saver.state.status === 'saving' ? t('automations.editor.saving') : undefined}
                onPublished={() => void reloadRef.current()}
                onProblemClick={focusNode}
              />
              <Button icon={<HistoryOutlined />} onClick={() => setVersionsOpen(true)} data-testid="automation-versions">
                {t('automations.versions.title')}
              </Button>
            </>
          }
        />
        <div style={{ flex: 1, minHeight: 0, display: 'flex', border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, overflow: 'hidden', background: token.colorBgContainer }}>
          {!readOnly && (
            <aside style={{ width: 220, flex: 'none', borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}>
              <NodePalette onAdd={(type) => place(type)} />
            </aside>
          )}
          <div ref={canvasBox} style={{ flex: 1, minWidth: 0, position: 'relative' }}>
            <DiagramCanvas
              diagram={diagram}
              readOnly={readOnly}
              viewport={initial.viewport}
              onViewport={(v, byUser) => {
                viewport.current = v;
                if (byUser && !readOnly) queueGraph();
              }}
              onDropType={place}
            />
          </div>
          {panelNode && (
            <aside style={{ width: 360, flex: 'none', borderInlineStart: `1px solid ${token.colorBorderSecondary}` }}>
              <NodeSettingsPanel
                node={panelNode}
                problems={view.problems.get(panelNode.id) ?? []}
                readOnly={readOnly}
                onChange={(data) => diagram.setSettings(panelNode.id, data)}
                onDelete={diagram.removeSelected}
                onClose={() => diagram.select(() => false)}
              />
              <div style={{ padding: '0 16px 16px' }}>
                <Button icon={<TeamOutlined />} block onClick={() => setContactsOf(panelNode.id)} data-testid="node-contacts">
                  {t('automations.stats.contactsButton')}
                </Button>
                {panelNode.type === 'mnp_lookup' && <MnpStatsCard automationId={record.id} nodeId={panelNode.id} />}
              </div>
            </aside>
          )}
        </div>
      </div>
      <VersionsDrawer automationId={record.id} open={versionsOpen} onClose={() => setVersionsOpen(false)} onRestored={() => void reloadRef.current()} />
      <NodeContactsDrawer automationId={record.id} nodeId={contactsOf ?? ''} open={contactsOf !== null} onClose={() => setContactsOf(null)} />
    </EditorViewContext.Provider>
  );
}

function pickMeta(r: AutomationRecord) {
  return { name: r.name ?? '', status: r.status ?? 'paused', reentry: (r.reentry ?? 'never') as Reentry, reentry_days: r.reentry_days ?? undefined };
}
