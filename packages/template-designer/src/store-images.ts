// The images part of the designer's store: reading or uploading image files, and the signed URLs the
// canvas shows for the file keys on the page.
import type { StoreApi } from 'zustand/vanilla';
import { imageFileProblem, readImageFile } from './image-file';
import { createImageUrlCache, type ImageUrlCache, isFileKey } from './image-urls';
import { messageOf } from './message-of';
import { DESIGNER_MESSAGES as M } from './messages';
import type { Canvas, CanvasState } from './store-canvas';
import type { StoreContext } from './store-context';
import type { TemplateLoading, TemplateState } from './store-template';

/** Image files and the URLs of the file keys on the page. */
export interface ImageState {
  /** An image is being read or uploaded. */
  uploading: boolean;
  /**
   * Whether the data source uploads files: images are then stored as file keys and a background can be
   * set; otherwise images are inline data URLs and there is no background.
   */
  canUpload: boolean;
  /** The signed-URL cache of the file keys (one ask per key, renewed when expired). */
  images: ImageUrlCache;
  /**
   * What the canvas shows for each file key on the page (image items and the background): its signed URL,
   * or null when it cannot be shown. A key missing here is being asked for: the store asks for the URL of
   * every key as soon as the page holds it.
   */
  imageUrls: Readonly<Record<string, string | null>>;

  /**
   * 'إضافة صورة': checks the file (image types, 2 MB), uploads it when the data source can (the item's
   * `src` is then the file key) or reads it as a data URL, and places it at 40,40 sized 220x140. Problems
   * are notified; answers the new item's id or null.
   */
  addImageFile(file: File): Promise<string | null>;
  /** 'استبدال الصورة' of an image item, from a file as `addImageFile`; answers whether it replaced it. */
  replaceImageFile(id: string, file: File): Promise<boolean>;
  /** Sets or replaces the background from an uploaded file (needs `canUpload`); answers whether it did. */
  setBackgroundFile(file: File): Promise<boolean>;
  /**
   * An image could not load `url` (a signed URL expires): the key gets one fresh URL; when a fresh one
   * fails too, the image is shown as unavailable.
   */
  imageFailed(key: string, url: string): void;
}

type ImagesStoreState = ImageState & CanvasState & TemplateState;

/** The images part of one store. */
export interface Images {
  /** The initial image state and its actions, spread into the store's state. */
  state: ImageState;
  /** Asks for the URLs of the file keys the page comes to hold, for as long as `store` lives. */
  watch(store: StoreApi<ImageState & CanvasState>): void;
}

/** Builds the images part of a designer store over its canvas and its template loading. */
export function createImages(
  { set, get, dataSource, notify }: StoreContext<ImagesStoreState>,
  canvas: Canvas,
  templates: TemplateLoading,
): Images {
  const images = createImageUrlCache(dataSource.imageUrl?.bind(dataSource));
  const canUpload = typeof dataSource.uploadImage === 'function';
  // Reads and uploads under way (several may overlap); `uploading` is true while any is.
  let uploads = 0;
  // File keys whose URL is being asked for; keys whose next URL answers a failed load, and that URL.
  const asking = new Set<string>();
  const renewing = new Set<string>();
  const renewed = new Map<string, string>();

  /**
   * The `src` of an image from a file: checked first (nothing is sent for a wrong or oversized file),
   * then uploaded (a file key) or read inline (a data URL). Null, after a notice, when it cannot be.
   * Also null when another template was loaded meanwhile: the image belonged to the previous one.
   */
  const imageFromFile = async (file: File): Promise<string | null> => {
    const problem = imageFileProblem(file);
    if (problem) {
      notify('error', problem);
      return null;
    }
    const token = templates.loadToken();
    uploads += 1;
    set({ uploading: true });
    let src: string;
    try {
      if (dataSource.uploadImage) {
        const uploaded = await dataSource.uploadImage(file);
        images.seed(uploaded.key, uploaded.url);
        set({ imageUrls: { ...get().imageUrls, [uploaded.key]: uploaded.url } });
        src = uploaded.key;
      } else {
        src = await readImageFile(file);
      }
    } catch (error) {
      notify('error', messageOf(error) ?? M.uploadFailed);
      return null;
    } finally {
      uploads -= 1;
      set({ uploading: uploads > 0 });
    }
    return token === templates.loadToken() && get().template !== null ? src : null;
  };

  const state: ImageState = {
    uploading: false,
    canUpload,
    images,
    imageUrls: {},

    async addImageFile(file) {
      if (!get().template) return null;
      const src = await imageFromFile(file);
      return src === null ? null : get().addImage(src);
    },

    async replaceImageFile(id, file) {
      if (!get().items.some((item) => item.id === id && item.kind === 'IMAGE')) return false;
      const src = await imageFromFile(file);
      if (src === null || !get().items.some((item) => item.id === id)) return false;
      get().replaceImage(id, src);
      return true;
    },

    async setBackgroundFile(file) {
      if (!canUpload || !get().template) return false;
      const key = await imageFromFile(file);
      if (key === null) return false;
      canvas.endEditGroup();
      canvas.commit(get().items, { imageKey: key });
      return true;
    },

    imageFailed(key, url) {
      const { imageUrls } = get();
      // A late error of a URL already replaced.
      if (imageUrls[key] !== url) return;
      if (renewed.get(key) === url && images.peek(key) === url) {
        set({ imageUrls: { ...imageUrls, [key]: null } });
        return;
      }
      images.invalidate(key);
      renewing.add(key);
      const { [key]: _failed, ...rest } = imageUrls;
      set({ imageUrls: rest });
    },
  };

  const watch = (store: StoreApi<ImageState & CanvasState>) => {
    const showUrl = (key: string, url: string | null) => {
      if (url !== null && renewing.delete(key)) renewed.set(key, url);
      store.setState({ imageUrls: { ...store.getState().imageUrls, [key]: url } });
    };
    /** Asks for the URL of every file key on the page that has none yet (the cache answers known ones). */
    const askImageUrls = ({ items, imageKey, imageUrls }: ImageState & CanvasState) => {
      const keys = [...items.map((item) => item.src), imageKey].filter(
        (src): src is string => typeof src === 'string' && isFileKey(src),
      );
      for (const key of new Set(keys)) {
        if (key in imageUrls || asking.has(key)) continue;
        asking.add(key);
        images
          .resolve(key)
          .then(
            (url) => showUrl(key, url),
            () => showUrl(key, null),
          )
          .finally(() => asking.delete(key));
      }
    };
    store.subscribe((state, previous) => {
      if (
        state.items !== previous.items ||
        state.imageKey !== previous.imageKey ||
        state.imageUrls !== previous.imageUrls
      )
        askImageUrls(state);
    });
  };
  return { state, watch };
}
