import { Play } from "lucide-react";
import { sectionEntry } from "../section-entry.js";
import { VideoSection } from "./VideoSection.js";
import { videoSection } from "./video.section.js";

/** The video section type: definition, renderer and icon. */
export const video = sectionEntry(videoSection, VideoSection, Play);
