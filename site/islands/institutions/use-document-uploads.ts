import { useCallback, useEffect, useRef, useState } from 'react';
import { apiUpload } from '../../lib/api/index.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { toast } from '../../stores/toast.ts';
import {
  DOCUMENT_RULES,
  type DocumentStates,
  type DocumentType,
  type DocumentUploadAnswer,
  maxBytes,
  type UploadedDocument,
} from './documents.ts';
import type { InstRegT } from './messages.ts';

export const UPLOAD_URL = '/api/v1/institutions/documents';

export interface DocumentUploads {
  states: DocumentStates;
  /** Uploads the chosen file at once (issue 14: uploaded when chosen), replacing any earlier one. */
  upload: (type: DocumentType, file: File) => void;
  remove: (type: DocumentType) => void;
  /** Marks a document refused at submission (swept, infected…) with the server's words. */
  fail: (type: DocumentType, message: string) => void;
  /** Puts back the accepted documents of a draft, or none. */
  restore: (documents: Partial<Record<DocumentType, UploadedDocument>>) => void;
}

/**
 * Each document's upload: uploading (with the share sent) → completed, with the "Document
 * uploaded" toast, or error, with the server's refusal in the reader's language on that
 * document. A newer choice for the same document cancels the older upload.
 */
export function useDocumentUploads(t: InstRegT, errors: ErrorTranslator): DocumentUploads {
  const [states, setStates] = useState<DocumentStates>({});
  const running = useRef(new Map<DocumentType, AbortController>());

  useEffect(() => {
    const uploads = running.current;
    return () => {
      for (const controller of uploads.values()) controller.abort();
    };
  }, []);

  const put = useCallback((type: DocumentType, state: DocumentStates[DocumentType]) => {
    setStates((current) => ({ ...current, [type]: state }));
  }, []);

  const cancel = useCallback((type: DocumentType) => {
    running.current.get(type)?.abort();
    running.current.delete(type);
  }, []);

  const upload = useCallback(
    (type: DocumentType, file: File) => {
      cancel(type);
      const name = file.name;
      if (file.size > maxBytes(type)) {
        put(type, { status: 'error', name, message: t('instReg.doc.tooLarge', { size: DOCUMENT_RULES[type].maxMb }) });
        return;
      }
      const controller = new AbortController();
      running.current.set(type, controller);
      put(type, { status: 'uploading', name, progress: 0 });
      // The contract reads the document type before the file: the server checks it first.
      const form = new FormData();
      form.append('documentType', type);
      form.append('file', file, name);
      apiUpload<DocumentUploadAnswer>(UPLOAD_URL, form, {
        signal: controller.signal,
        onProgress: (fraction) => {
          if (controller.signal.aborted) return;
          put(type, { status: 'uploading', name, progress: Math.min(99, Math.round(fraction * 100)) });
        },
      }).then(
        (answer) => {
          if (controller.signal.aborted) return;
          running.current.delete(type);
          put(type, { status: 'completed', id: answer.id, name: answer.name, type: answer.type, size: answer.size });
          toast({ title: t('instReg.doc.uploaded'), description: answer.name, variant: 'success' });
        },
        (failure: unknown) => {
          if (controller.signal.aborted) return;
          running.current.delete(type);
          put(type, { status: 'error', name, message: errors.message(failure) ?? t('instReg.doc.uploadFailed') });
        },
      );
    },
    [cancel, put, t, errors],
  );

  const remove = useCallback(
    (type: DocumentType) => {
      cancel(type);
      setStates(({ [type]: _removed, ...rest }) => rest);
    },
    [cancel],
  );

  const fail = useCallback(
    (type: DocumentType, message: string) => {
      cancel(type);
      setStates((current) => ({ ...current, [type]: { status: 'error', name: current[type]?.name ?? '', message } }));
    },
    [cancel],
  );

  const restore = useCallback(
    (documents: Partial<Record<DocumentType, UploadedDocument>>) => {
      for (const type of running.current.keys()) cancel(type);
      setStates({ ...documents });
    },
    [cancel],
  );

  return { states, upload, remove, fail, restore };
}
